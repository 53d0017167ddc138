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
