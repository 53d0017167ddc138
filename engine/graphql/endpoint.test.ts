import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_QUERY_DEPTH } from './depth.ts';
import { PRIVATE_TOKEN, PUBLIC_URL, startHarness, TOKEN, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return h.engine.handle(
    new Request(`${PUBLIC_URL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN, ...headers },
      body,
    }),
  );
}

const SHOP = JSON.stringify({ query: '{ shop { name } }' });

describe('Storefront API endpoint', () => {
  it('answers both API versions', async () => {
    for (const version of ['2024-10', '2026-04']) {
      const { status, data } = await h.gql(
        '{ shop { name primaryDomain { url } paymentSettings { currencyCode } } }',
        {},
        version,
      );
      expect(status).toBe(200);
      expect(data.shop).toEqual({
        name: 'Nazzara',
        primaryDomain: { url: PUBLIC_URL },
        paymentSettings: { currencyCode: 'AED' },
      });
    }
  });

  it('returns null for URLs that are not the engine’s', async () => {
    expect(await h.engine.handle(new Request(`${PUBLIC_URL}/shop`))).toBeNull();
    expect(await h.engine.handle(new Request(`${PUBLIC_URL}/api/products`))).toBeNull();
  });

  it('answers 404 for a path segment that is not an API version', async () => {
    for (const version of ['latest', 'v1', '2025-13']) {
      const response = await post(`/api/${version}/graphql.json`, SHOP);
      expect(response!.status).toBe(404);
      expect(response!.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('falls forward from an unknown dated version to the next bundled one (or the newest), and says so', async () => {
    const paymentSettings = JSON.stringify({ query: '{ paymentSettings { currencyCode } }' });
    const answeredBy = async (version: string) => {
      const response = await post(`/api/${version}/graphql.json`, SHOP);
      expect(response!.status).toBe(200);
      expect(((await response!.json()) as { data: unknown }).data).toEqual({ shop: { name: 'Nazzara' } });
      return response!.headers.get('x-shopify-api-version');
    };
    // Retired versions, then those between the bundled ones, then those newer than all of them.
    for (const version of ['2019-01', '2024-07']) expect(await answeredBy(version)).toBe('2024-10');
    for (const version of ['2025-01', '2025-04', '2025-07', '2026-01']) expect(await answeredBy(version)).toBe('2026-04');
    for (const version of ['2026-07', '2030-01', 'unstable']) expect(await answeredBy(version)).toBe('2026-04');
    expect(await answeredBy('2026-04')).toBe('2026-04');
    // `QueryRoot.paymentSettings` exists only in 2026-04: proof of which schema answered.
    const old = (await (await post('/api/2024-07/graphql.json', paymentSettings))!.json()) as { errors: unknown[] };
    expect(old.errors).toHaveLength(1);
    const between = await post('/api/2025-07/graphql.json', paymentSettings);
    expect(((await between!.json()) as { data: unknown }).data).toEqual({ paymentSettings: { currencyCode: 'AED' } });
  });

  it('lists the versions it answers', async () => {
    const { data } = await h.gql('{ publicApiVersions { handle supported } }');
    expect(data.publicApiVersions).toEqual([
      { handle: '2024-10', supported: true },
      { handle: '2026-04', supported: true },
      { handle: 'unstable', supported: false },
    ]);
  });

  it('answers CORS pre-flights for the headers Shopify’s clients send, for any origin', async () => {
    const preflight = await h.engine.handle(
      new Request(`${PUBLIC_URL}/api/2024-10/graphql.json`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://elsewhere.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'content-type,x-sdk-variant,x-sdk-version,x-sdk-variant-source,x-shopify-storefront-access-token',
        },
      }),
    );
    expect(preflight!.status).toBe(204);
    expect(preflight!.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight!.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = preflight!.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
    for (const header of [
      'content-type',
      'x-sdk-variant',
      'x-sdk-version',
      'x-sdk-variant-source',
      'x-shopify-storefront-access-token',
    ]) {
      expect(allowed).toContain(header);
    }
    const response = await post('/api/2024-10/graphql.json', SHOP, { origin: 'https://elsewhere.example' });
    expect(response!.headers.get('access-control-allow-origin')).toBe('*');
    expect(response!.headers.get('access-control-expose-headers')).toContain('X-Shopify-API-Version');
    const denied = await post('/api/2024-10/graphql.json', SHOP, { 'x-shopify-storefront-access-token': 'wrong' });
    expect(denied!.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('never answers a credentialed request with `*`, nor allows credentials', async () => {
    const elsewhere = { origin: 'https://elsewhere.example' };
    for (const credentials of [{ cookie: '__nazzara=e30%3D.sig' }, { authorization: 'Bearer abc' }] as Record<string, string>[]) {
      const response = await post('/api/2024-10/graphql.json', SHOP, { ...elsewhere, ...credentials });
      expect(response!.status).toBe(200);
      expect(response!.headers.get('access-control-allow-origin')).toBeNull();
      expect(response!.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const unknownVersion = await post('/api/latest/graphql.json', SHOP, { ...elsewhere, cookie: '__nazzara=e30%3D.sig' });
    expect(unknownVersion!.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 401 with Shopify’s message for a missing or wrong token', async () => {
    for (const headers of [{ 'x-shopify-storefront-access-token': '' }, { 'x-shopify-storefront-access-token': 'wrong' }]) {
      const response = await post('/api/2024-10/graphql.json', SHOP, headers);
      expect(response!.status).toBe(401);
      expect(await response!.json()).toEqual({
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
  });

  it('accepts the private token in its own header, and not the public token there', async () => {
    const withPrivate = (token: string) =>
      h.engine.handle(
        new Request(`${PUBLIC_URL}/api/2024-10/graphql.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'shopify-storefront-private-token': token },
          body: SHOP,
        }),
      );
    expect((await withPrivate(PRIVATE_TOKEN))!.status).toBe(200);
    // The public token is in every browser: it must not open private access (and the buyer-IP header).
    expect((await withPrivate(TOKEN))!.status).toBe(401);
  });

  it('answers 400 for a body that is not a GraphQL request', async () => {
    for (const body of ['{not json', '[]', '{"variables":{}}']) {
      const response = await post('/api/2024-10/graphql.json', body);
      expect(response!.status).toBe(400);
    }
  });

  it('takes an empty operationName as none', async () => {
    const response = await post('/api/2024-10/graphql.json', JSON.stringify({ query: '{ shop { name } }', operationName: '' }));
    expect(await response!.json()).toMatchObject({ data: { shop: { name: 'Nazzara' } } });
  });

  it('reads @inContext with the variables’ defaults when none are sent', async () => {
    const query = `query P($country: CountryCode = KW) @inContext(country: $country) {
      product(handle: "aviator-classic") { priceRange { minVariantPrice { currencyCode } } }
    }`;
    const byDefault = await h.gql(query);
    expect(byDefault.data.product.priceRange.minVariantPrice.currencyCode).toBe('KWD');
    const sent = await h.gql(query, { country: 'SA' });
    expect(sent.data.product.priceRange.minVariantPrice.currencyCode).toBe('SAR');
  });

  it('answers 413 for a body over 100 KB, with its reason phrase; read to its end, the connection stays open', async () => {
    const response = await post(
      '/api/2024-10/graphql.json',
      JSON.stringify({ query: `{ shop { name } }${' '.repeat(110_000)}` }),
    );
    expect(response!.status).toBe(413);
    expect(response!.statusText).toBe('Payload Too Large');
    expect(response!.headers.get('connection')).toBeNull();
  });

  it('reports syntax and validation errors with HTTP 200 and a code', async () => {
    const syntax = await h.gql('{ shop { name ');
    expect(syntax.status).toBe(200);
    expect(syntax.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const invalid = await h.gql('{ shop { nope } }');
    expect(invalid.status).toBe(200);
    expect(invalid.errors?.[0]?.message).toContain('nope');
    expect(invalid.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('bounds the query depth', async () => {
    let selection = 'id';
    for (let i = 0; i < MAX_QUERY_DEPTH; i++) selection = `product { ${selection} }`;
    const query = `{ product(handle: "aviator-classic") { variants(first: 1) { nodes { ${selection} } } } }`;
    const { errors } = await h.gql(query);
    expect(errors?.[0]?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
  });

  it('refuses a string holding the null character, in a literal or a variable, before anything is written', async () => {
    const create = 'mutation($note: String) { cartCreate(input: { note: $note }) { cart { id } } }';
    const viaVariable = await h.gql(create, { note: 'gift\u0000wrap' });
    const viaLiteral = await h.gql('mutation { cartCreate(input: { note: "gift\\u0000wrap" }) { cart { id } } }');
    const nested = await h.gql('mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }', {
      input: { email: 'nul@example.com', password: 'secret12', firstName: 'A\u0000' },
    });
    for (const answer of [viaVariable, viaLiteral, nested]) {
      expect(answer.status).toBe(200);
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'Strings may not contain the null character (U+0000)',
          extensions: { code: 'ARGUMENT_INVALID' },
        }),
      ]);
    }
    // The same strings without it go through.
    const clean = await h.gql(create, { note: 'gift wrap' });
    expect(clean.errors).toBeUndefined();
  });

  it('refuses a string that is not well-formed Unicode (a lone surrogate), before anything is written', async () => {
    const create = 'mutation($input: CartInput) { cartCreate(input: $input) { cart { id } } }';
    for (const input of [
      { note: 'x\ud800y' },
      { attributes: [{ key: 'k', value: '\udfff' }] },
      { attributes: [{ key: '\ud83d', value: 'v' }] },
    ]) {
      const answer = await h.gql(create, { input });
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'Strings must be well-formed Unicode: a lone UTF-16 surrogate is not',
          extensions: { code: 'ARGUMENT_INVALID' },
        }),
      ]);
    }
    // A pair is one character, and fine.
    expect((await h.gql(create, { input: { note: 'gift \ud83c\udf81' } })).errors).toBeUndefined();
  });

  it('names unsupported root fields instead of answering null', async () => {
    const query = await h.gql('{ blogs(first: 1) { nodes { id } } }');
    expect(query.errors?.[0]?.message).toBe("Field 'blogs' is not supported by the local engine");
    const mutation = await h.gql(
      'mutation { customerActivateByUrl(activationUrl: "https://shop.test/a", password: "secret1") { customerUserErrors { code } } }',
    );
    expect(mutation.errors?.[0]?.message).toBe("Field 'customerActivateByUrl' is not supported by the local engine");
  });

  it('reports a connection without first or last', async () => {
    const { errors } = await h.gql('{ products { nodes { id } } }');
    expect(errors?.[0]?.message).toBe('you must provide one of first or last');
  });
});

describe('a caller that leaves', () => {
  it('drops its sign-in without logging a resolver failure', async () => {
    await h.gql('mutation { customerCreate(input: { email: "leaves@example.com", password: "secret1" }) { customer { id } } }');
    const signIn = (signal?: AbortSignal) =>
      h.engine.handle(
        new Request(`${PUBLIC_URL}/api/2024-10/graphql.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
          body: JSON.stringify({
            query:
              'mutation { customerAccessTokenCreate(input: { email: "leaves@example.com", password: "secret1" }) { customerAccessToken { accessToken } } }',
          }),
          signal,
        }),
      );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const left = new AbortController();
      left.abort();
      const dropped = (await (await signIn(left.signal))!.json()) as { errors?: { extensions: { code: string } }[] };
      expect(dropped.errors?.[0]?.extensions.code).toBe('INTERNAL_SERVER_ERROR');
      expect(logged).not.toHaveBeenCalled();

      const kept = (await (await signIn())!.json()) as { data: { customerAccessTokenCreate: { customerAccessToken: unknown } } };
      expect(kept.data.customerAccessTokenCreate.customerAccessToken).not.toBeNull();
    } finally {
      logged.mockRestore();
    }
  });
});
