import http from 'node:http';
import { expect, test } from '@playwright/test';

/** The probes and the request id on the built server, with the embedded engine and PGlite. */
test('/healthz says the server is alive', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('/readyz checks the database and the Storefront API', async ({ request }) => {
  const response = await request.get('/readyz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', storefront: 'ok' } });
});

test('every response carries its own request id, pages and the engine alike', async ({ request }) => {
  const ids = [];
  for (const path of ['/', '/ar', '/cdn/shop/files/nazzara-logo.svg', '/no-such-page']) {
    const response = await request.get(path);
    const id = response.headers()['x-request-id'];
    expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
    ids.push(id);
  }
  expect(new Set(ids).size).toBe(ids.length);
});

test('a keep-alive connection left idle for longer than Node’s 5 s default is still open', async ({ baseURL }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(new URL('/healthz', baseURL), { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    // Closed by the server meanwhile, the agent would open a new socket (reused: false), and one
    // sent on it just as the server closed it would have been reset.
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
