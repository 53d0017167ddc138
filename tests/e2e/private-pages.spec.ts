import { expect, test } from '@playwright/test';
import { signUp } from './account-helpers';

/**
 * Issue 15 item 5: a page or `.data` answer with a visitor's own data is never kept by a browser's
 * disk cache or a shared cache. Against the production build, where the route modules are bundled.
 */

const PRIVATE = 'private, no-store';

test("a signed-in customer's pages and their data requests are private and never stored", async ({ request }) => {
  await signUp(request, 'Hessa');
  const answers = [
    '/profile',
    '/profile.data',
    '/profile.data?activetab=address',
    '/cart',
    '/cart.data',
    '/',
    '/_.data',
    '/shop/Sunglasses',
    '/ar/profile',
    '/ar/profile.data',
  ];
  for (const path of answers) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(PRIVATE);
  }
});

test('a page for no one in particular is not marked private', async ({ playwright, baseURL }) => {
  const stranger = await playwright.request.newContext({ baseURL });
  const response = await stranger.get('/shop/Sunglasses');
  expect(response.status()).toBe(200);
  expect(response.headers()['set-cookie']).toBeUndefined();
  expect(response.headers()['cache-control'] ?? '').not.toContain('no-store');
  await stranger.dispose();
});
