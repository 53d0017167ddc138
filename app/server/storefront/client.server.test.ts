import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorefrontClient, type StorefrontClientOptions } from './client.server';
import { CartCreateMutation } from './documents/cart';
import { ShopQuery } from './documents/localization';
import { ProductQuery } from './documents/products';
import { StorefrontError } from './errors';

/** A real HTTP server on a free port; each test decides how it answers. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: { query: string; variables: Record<string, unknown>; operationName?: string };
}
type Answer = (request: http.IncomingMessage, response: http.ServerResponse, index: number) => void;

let answer: Answer;
let received: Received[];
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(raw) as Received['body'] });
      answer(request, response, received.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/2024-10/graphql.json`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = (_request, response) => json(response, 200, { data: { shop: { id: 'gid://shopify/Shop/1', name: 'Nazzara' } } });
});

function json(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function client(options: Partial<StorefrontClientOptions> = {}) {
  // Short backoff so the retry tests take milliseconds, not seconds.
  return createStorefrontClient({ endpoint, publicToken: 'public-token', retryBaseDelayMs: 5, ...options });
}

async function failure(promise: Promise<unknown>): Promise<StorefrontError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StorefrontError);
  return error as StorefrontError;
}

describe('createStorefrontClient', () => {
  it('posts the document as JSON with the public token and returns typed data', async () => {
    const data = await client().query(ShopQuery);
    expect(data.shop.name).toBe('Nazzara');
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [Received];
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-shopify-storefront-access-token']).toBe('public-token');
    expect(headers['shopify-storefront-private-token']).toBeUndefined();
    expect(body.operationName).toBe('Shop');
    expect(body.query).toContain('query Shop');
  });

  it('sends the private token and the buyer IP instead, when it has a private token', async () => {
    await client({ publicToken: 'public-token', privateToken: 'private-token' }).query(ShopQuery, { buyerIp: '203.0.113.7' });
    const [{ headers }] = received as [Received];
    expect(headers['shopify-storefront-private-token']).toBe('private-token');
    expect(headers['shopify-storefront-buyer-ip']).toBe('203.0.113.7');
    expect(headers['x-shopify-storefront-access-token']).toBeUndefined();
  });

  it('passes variables, the country and the language for @inContext', async () => {
    answer = (_request, response) => json(response, 200, { data: { product: null } });
    const data = await client().query(ProductQuery, { variables: { handle: 'aviator-gold' }, country: 'KW', language: 'AR' });
    expect(data.product).toBeNull();
    const [{ body }] = received as [Received];
    expect(body.variables).toEqual({ handle: 'aviator-gold', country: 'KW', language: 'AR' });
    expect(body.query).toContain('@inContext(country: $country, language: $language)');
    expect(body.query).toContain('fragment ProductDetail on Product');
  });

  it('does not add a country or a language to documents without them', async () => {
    await client().query(ShopQuery, { country: 'AE', language: 'AR' });
    expect((received[0] as Received).body.variables).toEqual({});
  });

  it("gives up with a 'timeout' error when the API does not answer in time", async () => {
    answer = (_request, response) => setTimeout(() => json(response, 200, { data: {} }), 1000);
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 100 }).query(ShopQuery));
    expect(error.kind).toBe('timeout');
    expect(error.operation).toBe('Shop');
    expect(Date.now() - started).toBeLessThan(900);
    expect(received).toHaveLength(1); // a slow API is not asked again
  });

  it('retries a 429 after the Retry-After delay, then succeeds', async () => {
    answer = (_request, response, index) =>
      index === 0
        ? json(response, 429, { errors: 'Throttled' }, { 'Retry-After': '1' })
        : json(response, 200, { data: { shop: { id: 'gid://shopify/Shop/1', name: 'Nazzara' } } });
    const started = Date.now();
    const data = await client().query(ShopQuery);
    expect(data.shop.name).toBe('Nazzara');
    expect(received).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('retries 503 twice, then succeeds', async () => {
    answer = (_request, response, index) =>
      index < 2
        ? json(response, 503, { errors: 'Unavailable' })
        : json(response, 200, { data: { shop: { id: 'gid://shopify/Shop/1', name: 'Nazzara' } } });
    const data = await client().query(ShopQuery);
    expect(data.shop.name).toBe('Nazzara');
    expect(received).toHaveLength(3);
  });

  it("stops after the configured retries with an 'http' error", async () => {
    answer = (_request, response) => json(response, 502, { errors: 'Bad gateway' });
    const error = await failure(client({ retries: 2 }).query(ShopQuery));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.messages).toEqual(['Bad gateway']);
    expect(received).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than the page can afford', async () => {
    answer = (_request, response) => json(response, 429, { errors: 'Throttled' }, { 'Retry-After': '60' });
    const error = await failure(client().query(ShopQuery));
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect(received).toHaveLength(1);
  });

  it('retries a mutation turned away with 503, but not one answered 502', async () => {
    const created = { data: { cartCreate: { cart: null, userErrors: [], warnings: [] } } };
    answer = (_request, response, index) =>
      index === 0 ? json(response, 503, { errors: 'Unavailable' }) : json(response, 200, created);
    await client().query(CartCreateMutation, { variables: { input: {} } });
    expect(received).toHaveLength(2);

    received = [];
    answer = (_request, response) => json(response, 502, { errors: 'Bad gateway' });
    const error = await failure(client().query(CartCreateMutation, { variables: { input: {} } }));
    expect(error).toMatchObject({ kind: 'http', status: 502, operation: 'CartCreate' });
    expect(received).toHaveLength(1);
  });

  it('retries a query after a network error', async () => {
    answer = (request, response, index) =>
      index === 0 ? request.socket.destroy() : json(response, 200, { data: { shop: { id: 'x', name: 'Nazzara' } } });
    const data = await client().query(ShopQuery);
    expect(data.shop.name).toBe('Nazzara');
    expect(received).toHaveLength(2);
  });

  it('never retries a mutation after a network error: it may have been applied', async () => {
    answer = (request) => request.socket.destroy();
    const error = await failure(client().query(CartCreateMutation, { variables: { input: { lines: [] } } }));
    expect(error.kind).toBe('network');
    expect(error.operation).toBe('CartCreate');
    expect(received).toHaveLength(1);
  });

  it("reports a refused connection as a 'network' error", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(client({ endpoint: `http://127.0.0.1:${port}/graphql.json` }).query(ShopQuery));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it("turns GraphQL errors into a 'graphql' error with the messages joined", async () => {
    answer = (_request, response) =>
      json(response, 200, {
        errors: [
          { message: "Field 'foo' doesn't exist on type 'Shop'", extensions: { code: 'undefinedField' } },
          { message: 'Throttled', extensions: { code: 'THROTTLED' } },
        ],
      });
    const error = await failure(client().query(ShopQuery));
    expect(error).toMatchObject({
      kind: 'graphql',
      status: 200,
      message: "Field 'foo' doesn't exist on type 'Shop', Throttled",
      codes: ['undefinedField', 'THROTTLED'],
    });
    expect(error.messages).toHaveLength(2);
  });

  it("turns a body that is not JSON into an 'http' error", async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>maintenance</html>');
    };
    const error = await failure(client().query(ShopQuery));
    expect(error).toMatchObject({ kind: 'http', status: 200 });
  });

  it("turns a 401 into an 'http' error with Shopify's message", async () => {
    answer = (_request, response) => json(response, 401, { errors: '[API] Invalid API key or access token' });
    const error = await failure(client().query(ShopQuery));
    expect(error).toMatchObject({ kind: 'http', status: 401, messages: ['[API] Invalid API key or access token'] });
    expect(received).toHaveLength(1);
  });

  it('stops when the caller aborts', async () => {
    answer = (_request, response) => setTimeout(() => json(response, 200, { data: {} }), 1000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(client().query(ShopQuery, { signal: controller.signal }));
    expect(error.kind).toBe('network');
    expect(received).toHaveLength(1);
  });

  it('times out an injected fetch that ignores the abort signal', async () => {
    const hanging: typeof fetch = () => new Promise<Response>(() => {});
    const error = await failure(client({ fetch: hanging, timeoutMs: 50 }).query(ShopQuery));
    expect(error.kind).toBe('timeout');
  });
});
