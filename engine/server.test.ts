/**
 * The engine over real HTTP, as `npm run engine` serves it: GraphQL, product images and the
 * hosted checkout through node:http on a random port.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { startEngineServer, type EngineServer } from './server.ts';
import { testEngineOptions, TOKEN } from './test/harness.ts';
import { SHIPPING_FORM } from './test/shop.ts';

let database: DatabaseHandle;
let running: EngineServer;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const { publicUrl: _ignored, ...options } = testEngineOptions(database.db);
  running = await startEngineServer({ ...options, port: 0 });
});
afterAll(async () => {
  await running?.close();
  await database?.close();
});

async function gql(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${running.url}/api/2024-10/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as { data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- loose JSON
}

describe('engine over HTTP', () => {
  it('serves the Storefront API and rejects a wrong token', async () => {
    const { data } = await gql('{ products(first: 2) { nodes { handle featuredImage { url } } } }');
    expect(data.products.nodes).toHaveLength(2);
    expect(data.products.nodes[0].featuredImage.url.startsWith(`${running.url}/cdn/shop/files/`)).toBe(true);
    const denied = await fetch(`${running.url}/api/2024-10/graphql.json`, { method: 'POST', body: '{}' });
    expect(denied.status).toBe(401);
  });

  /** Writes `padding` bytes of oversized GraphQL body and a small request right behind it, on one connection. */
  async function oversizedThenAnother(padding: number) {
    const body = JSON.stringify({ query: `{ shop { name } }${' '.repeat(padding)}` });
    const request = (length: number) =>
      `POST /api/2024-10/graphql.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `X-Shopify-Storefront-Access-Token: ${TOKEN}\r\nContent-Length: ${length}\r\n\r\n`;
    const follow = JSON.stringify({ query: '{ shop { name } }' });
    const socket = net.connect(Number(new URL(running.url).port), '127.0.0.1');
    let received = '';
    let failure: Error | null = null;
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // Both answers are in: the connection has done its work.
      if (received.includes('"name"')) socket.end();
    });
    socket.on('error', (error) => (failure = error));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(request(Buffer.byteLength(body)) + body + request(Buffer.byteLength(follow)) + follow);
    await closed;
    return { received, failure };
  }

  it('answers an oversized body with 413 Payload Too Large, and the same connection answers the next request', async () => {
    const { received, failure } = await oversizedThenAnother(200_000);
    expect(failure).toBeNull();
    expect(received.startsWith('HTTP/1.1 413 Payload Too Large\r\n')).toBe(true);
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]!.toLowerCase()).not.toContain('\r\nconnection: close\r\n');
    expect(answers[1]!.startsWith('HTTP/1.1 200 OK\r\n')).toBe(true);
    expect(answers[1]).toContain('"shop":{"name"');
  });

  it('closes the connection after a body too big to read away: the next request is never read as part of it', async () => {
    const { received } = await oversizedThenAnother(1_200_000);
    expect(received.startsWith('HTTP/1.1 413 Payload Too Large\r\n')).toBe(true);
    expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('sends the standard reason phrase with every status', async () => {
    const response = await fetch(`${running.url}/api/2024-10/graphql.json`, { method: 'POST', body: '{}' });
    expect(`${response.status} ${response.statusText}`).toBe('401 Unauthorized');
  });

  it('serves product images with long-cache headers, and 404 for other URLs', async () => {
    const image = await fetch(`${running.url}/cdn/shop/files/aviator-classic-1.svg?v=1`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A canvas on the shop's page may draw it and still export a snapshot (the try-on).
    expect(image.headers.get('access-control-allow-origin')).toBe('*');
    expect(await image.text()).toContain('<svg');
    expect((await fetch(`${running.url}/cdn/shop/files/missing-key.svg`)).status).toBe(404);
    expect((await fetch(`${running.url}/somewhere`)).status).toBe(404);
  });

  it('streams the product videos the catalog declares, with byte ranges', async () => {
    const whole = await fetch(`${running.url}/cdn/shop/videos/aviator-classic.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);
    const part = await fetch(`${running.url}/cdn/shop/videos/aviator-classic.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${running.url}/cdn/shop/videos/not-in-catalog.mp4`)).status).toBe(404);
  });

  it('checks out a cart through the hosted checkout form', async () => {
    const { data } = await gql(
      'mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/10", quantity: 3 }] }) { cart { id checkoutUrl } } }',
    );
    const { checkoutUrl } = data.cartCreate.cart;
    expect(checkoutUrl.startsWith(`${running.url}/checkouts/cn/`)).toBe(true);
    const form = await fetch(checkoutUrl);
    expect(await form.text()).toContain('Site Guard Safety');
    const paid = await fetch(checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: running.url },
      body: new URLSearchParams(SHIPPING_FORM),
    });
    expect(paid.status).toBe(303);
    const thanks = await (await fetch(paid.headers.get('location')!)).text();
    expect(thanks).toContain('Thank you for your order');
    expect(thanks).toContain('#1004');
  });
});
