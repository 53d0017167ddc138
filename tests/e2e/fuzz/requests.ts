/**
 * Generators of malformed requests (fast-check), aimed at every /api/* route, every form action
 * and the engine's GraphQL endpoint: wrong methods and content types, broken JSON, huge and
 * unicode-laden strings, control characters, negative and enormous quantities, unknown ids.
 */
import fc from 'fast-check';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const FORM_ROUTES = [
  '/login',
  '/register',
  '/logout',
  '/cart',
  '/cart/checkout',
  '/profile',
  '/contact',
  '/market',
  '/product/{handle}/review',
  '/product/{handle}/lenses',
];
const API_ROUTES = [
  '/api/orders',
  '/api/customer/cart/delete/{id}',
  '/api/products',
  '/api/search',
  '/api/reviews',
  '/api/reviews/{id}',
  '/api/prescriptions',
  '/api/prescriptions/{id}',
  '/api/prescription-files',
  '/api/prescription-files/{id}',
  '/api/openapi.json',
];
const GRAPHQL_ROUTES = [
  '/api/2024-10/graphql.json',
  '/api/2026-04/graphql.json',
  '/api/unstable/graphql.json',
  '/api/{id}/graphql.json',
];

/** Field names the shop's forms and JSON bodies read, so values reach validation, not just "unknown field". */
const FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'firstName',
  'lastName',
  'phone',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'country',
  'intent',
  'merchandiseId',
  'lineId',
  'quantity',
  'redirectTo',
  'addressId',
  'rating',
  'title',
  'body',
  'comment',
  'product_handle',
  'product_id',
  'reviewer_name',
  'reviewer_email',
  'cartId',
  'query',
  'q',
  'limit',
  'page',
  'pageSize',
  'product',
  'fullName',
  'message',
  'variables',
  'operationName',
];
const INTENTS = ['add', 'update', 'remove', 'create-address', 'update-address', 'delete-address', 'set-default', 'nope'];

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  maxLength: 8,
});
const unknownId = fc.oneof(
  fc.constant('gid://shopify/ProductVariant/999999999'),
  fc.constant('gid://shopify/CartLine/abc?cart=nope'),
  fc.constant('gid://shopify/Cart/c1-unknown'),
  fc.constant('gid://shopify/MailingAddress/1'),
  fc.uuid(),
  fc.string({ maxLength: 40 }),
);
const number = fc.oneof(
  fc.integer(),
  fc.constantFrom('99999999999', '-1', '0', '1e309', 'NaN', '-0', '1.5', '0x10', '9'.repeat(400)),
  fc.double().map(String),
);

/** A value a field might get: ordinary, hostile or enormous. */
const nasty: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), controlChars).map(([a, b]) => a + b + a) },
  { weight: 2, arbitrary: number.map(String) },
  { weight: 2, arbitrary: unknownId },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...INTENTS, 'demo@nazzara.test', '/\n/evil.example', '//evil.example', '/\t/x', 'AE', 'US', 'ar'),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(70_000), 'ب'.repeat(40_000), '\u0000'.repeat(1000), '😀'.repeat(20_000)) },
);

const record = fc.dictionary(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELDS) }, fc.string({ maxLength: 12 })),
  nasty,
  { maxKeys: 8 },
);

const urlEncoded = record.map((fields) => ({
  type: 'application/x-www-form-urlencoded',
  body: new URLSearchParams(fields).toString(),
}));

const multipart = fc.tuple(record, fc.boolean()).map(([fields, withBoundary]) => {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    type: withBoundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
});

const jsonBody = fc.oneof(
  record.map((fields) => JSON.stringify(fields)),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  record.map((fields) => JSON.stringify(fields).slice(0, -1)), // cut short
  fc.constantFrom('{', '[', 'null', '"x"', '{"rating":1e999}', '{"__proto__":{"x":1}}', '{"a":'.repeat(5000)),
);
const json = jsonBody.map((body) => ({ type: 'application/json', body }));

const graphqlQuery = fc.oneof(
  fc.constantFrom(
    '{ shop { name } }',
    '{ products(first: 251) { nodes { id } } }',
    '{ products(first: -1) { nodes { id } } }',
    '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }',
    'mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 99999999999 }] }) { cart { id } } }',
    'mutation { cartLinesAdd(cartId: "gid://shopify/Cart/x", lines: [{ merchandiseId: "x", quantity: -5 }]) { cart { id } userErrors { message } } }',
    'mutation { customerAccessTokenCreate(input: { email: "a@b.test", password: "x" }) { customerUserErrors { code } } }',
    '{ node(id: "gid://shopify/Product/0") { id } }',
    '{ search(query: "\u0000", first: 5) { nodes { __typename } } }',
    '{ __schema { types { name fields { name } } } }',
  ),
  fc.string({ maxLength: 200 }),
  fc
    .array(fc.constantFrom('a: shop { name }', 'product(handle: "x") { id }', '...F', '{', '}'), { maxLength: 150 })
    .map((parts) => `{ ${parts.join(' ')} }`),
);
const graphqlBody = fc.oneof(
  fc
    .record({
      query: graphqlQuery,
      variables: fc.option(fc.jsonValue({ maxDepth: 3 })),
      operationName: fc.option(fc.string({ maxLength: 10 })),
    })
    .map((body) => ({
      type: 'application/json',
      body: JSON.stringify(body),
    })),
  graphqlQuery.map((query) => ({ type: 'application/graphql', body: query })),
  json,
);

const otherBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }).map((body) => ({ type: 'text/plain', body })),
  fc
    .tuple(
      fc.constantFrom(
        'application/xml',
        'image/png',
        'x/y; charset=nope',
        ';;;',
        'application/x-www-form-urlencoded; charset=utf-99',
      ),
      fc.string({ maxLength: 200 }),
    )
    .map(([type, body]) => ({ type, body })),
  fc.constant({ type: '', body: 'email=a%40b.test' }),
);

const anyBody = fc.oneof(urlEncoded, multipart, json, otherBody);
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('POST') },
  fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
);

function withParams(template: string, id: string) {
  return template.replace('{id}', encodeURIComponent(id)).replace('{handle}', encodeURIComponent(id));
}

const query = fc.option(
  fc.dictionary(
    fc.constantFrom('q', 'query', 'product', 'page', 'pageSize', 'limit', 'sort', 'id', 'country'),
    nasty.map((v) => v.slice(0, 500)),
    { maxKeys: 4 },
  ),
  { nil: undefined },
);

function request(
  routes: string[],
  body: fc.Arbitrary<{ type: string; body: string }>,
  languages = ['', '/ar'],
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      id: unknownId,
      language: fc.constantFrom(...languages),
      method,
      body,
      query,
      data: fc.boolean(),
    })
    .map(({ route, id, language, method, body, query, data }) => {
      const search = query ? `?${new URLSearchParams(query)}` : '';
      // React Router's data requests (`/login.data`) reach the same actions from client-side navigation.
      const path = `${language}${withParams(route, id)}${data && !route.startsWith('/api/') ? '.data' : ''}${search}`;
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const headers: Record<string, string> = {};
      if (hasBody && body.type) headers['content-type'] = body.type;
      // Framed by its length: Node sends a DELETE or OPTIONS body without it, which no server can read.
      if (hasBody) headers['content-length'] = String(Buffer.byteLength(body.body));
      return { method, path, headers, body: hasBody ? body.body : undefined };
    });
}

const TOKEN_HEADERS = fc.constantFrom<Record<string, string>>({}, { 'x-shopify-storefront-access-token': 'wrong' });

/** One malformed request to the shop: about a third each to forms, the JSON API and GraphQL. */
export function malformedRequest(storefrontToken: string): fc.Arbitrary<FuzzRequest> {
  const graphql = fc
    .tuple(
      request(GRAPHQL_ROUTES, graphqlBody, ['']),
      fc.oneof({ weight: 5, arbitrary: fc.constant({ 'x-shopify-storefront-access-token': storefrontToken }) }, TOKEN_HEADERS),
    )
    .map(([req, token]) => ({ ...req, headers: { ...req.headers, ...token } }));
  return fc.oneof(request(FORM_ROUTES, anyBody), request(API_ROUTES, anyBody, ['']), graphql);
}
