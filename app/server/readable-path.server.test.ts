import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.server';
import { createExpressApp } from './express-app.server';

let server: Server;
let base: string;
beforeAll(async () => {
  // The real middleware stack, and a route with a parameter: where Express 5 decodes the path.
  const app = createExpressApp(readConfig({}), { crossSiteMessage: () => 'refused' });
  app.all('/{*path}', (req, res) => {
    res.json({ url: req.url, originalUrl: req.originalUrl });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function seen(path: string) {
  const response = await fetch(base + path);
  return { status: response.status, ...((await response.json()) as { url: string; originalUrl: string }) };
}

describe('a path no route can read', () => {
  it.each([
    ['/product/%E0', '/product/%EF%BF%BD'],
    ['/shop/%ZZ?query=male', '/shop/%EF%BF%BDZZ?query=male'],
    ['/api/reviews/%', '/api/reviews/%EF%BF%BD'],
    ['/product/%00', '/product/%EF%BF%BD'],
    ['/product/a%00b/lenses', '/product/a%EF%BF%BDb/lenses'],
    ['/ar/product/%D9%86%E0x', '/ar/product/%D9%86%EF%BF%BDx'],
  ])('%s is read as %s, and reaches the routes', async (asked, read) => {
    const answer = await seen(asked);
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(read);
    expect(answer.originalUrl).toBe(read);
  });

  it.each([
    '/product/gucci-gg0162s',
    '/ar/shop/Reading%20glass?query=female',
    '/product/a%2Fb',
    '/ar/product/%D9%86%D8%B8%D8%A7%D8%B1%D8%A9',
  ])('leaves a readable path as it is: %s', async (path) => {
    expect((await seen(path)).url).toBe(path);
  });
});
