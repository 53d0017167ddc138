/** CORS and the CSRF guard on a real Express app: listed origins only, /api/* only, the Storefront API always. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCors } from './api-cors.server';
import { rejectCrossSiteWrites } from './csrf.server';

const LISTED = 'http://client.example';
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(apiCors([LISTED]));
  app.use(rejectCrossSiteWrites([LISTED], (language) => `refused (${language})`));
  app.all('/{*path}', (req, res) => {
    res.json({ reached: `${req.method} ${req.path}` });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const call = (path: string, init: RequestInit & { origin?: string } = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { ...(init.origin ? { origin: init.origin } : {}), ...(init.headers as object) } });

describe('CORS on the JSON API', () => {
  it('answers a listed origin with credentials, and nobody else', async () => {
    const listed = await call('/api/products', { origin: LISTED });
    expect(listed.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(listed.headers.get('vary')).toContain('Origin');
    const other = await call('/api/products', { origin: 'http://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const arabic = await call('/ar/api/products', { origin: LISTED });
    expect(arabic.headers.get('access-control-allow-origin')).toBe(LISTED);
    const page = await call('/shop', { origin: LISTED });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the pre-flight of a JSON write', async () => {
    const preflight = await call('/api/reviews/3', {
      method: 'OPTIONS',
      origin: LISTED,
      headers: { 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('leaves the Storefront API to answer CORS itself', async () => {
    const storefront = await call('/api/2024-10/graphql.json', { origin: LISTED });
    expect(storefront.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the CSRF guard', () => {
  const post = (path: string, origin: string) => call(path, { method: 'POST', origin, body: '{}' });

  it('lets a listed origin write to /api/* and /ar/api/* only', async () => {
    expect((await post('/api/reviews', LISTED)).status).toBe(200);
    expect((await post('/ar/api/reviews', LISTED)).status).toBe(200);
    expect((await post('/login', LISTED)).status).toBe(403);
    expect((await post('/ar/login', LISTED)).status).toBe(403);
    expect((await post('/api/reviews', 'http://evil.example')).status).toBe(403);
  });

  it('says why in the language of the page the write was aimed at', async () => {
    expect(await (await post('/ar/api/reviews', 'http://evil.example')).json()).toEqual({
      error: { message: 'refused (ar)' },
    });
    expect(await (await post('/cart', 'http://evil.example')).json()).toEqual({ error: { message: 'refused (en)' } });
  });

  it('lets any origin post to the Storefront API, which trusts only its token', async () => {
    expect(await (await post('/api/2025-04/graphql.json', 'http://evil.example')).json()).toEqual({
      reached: 'POST /api/2025-04/graphql.json',
    });
  });

  it('still lets the shop’s own pages and non-browser clients write', async () => {
    expect((await post('/login', base)).status).toBe(200);
    expect((await call('/api/orders', { method: 'POST', body: '{}' })).status).toBe(200);
  });
});
