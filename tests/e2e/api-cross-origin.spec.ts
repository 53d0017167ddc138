import fs from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { signUp } from './account-helpers';

/**
 * A tiny client page on another origin (a second loopback port, listed in the e2e server's
 * ALLOWED_ORIGINS by playwright.config.ts) lists products through /api/products and posts a review
 * through /api/reviews with the shopper's cookie, as the SPEC's original client would, and reads the
 * Storefront API at the client's version. The same page on an origin that is not listed gets nothing
 * from the JSON API, while the Storefront API still answers it.
 */
const PORT = Number(process.env.E2E_CLIENT_PORT);
const TOKEN = process.env.LOCAL_STOREFRONT_TOKEN ?? 'nazzara-local-storefront-token';
const clientQuery = (shop: string) => `?shop=${encodeURIComponent(shop)}&token=${encodeURIComponent(TOKEN)}`;
const PAGE = fs.readFileSync(new URL('./fixtures/cross-origin-client.html', import.meta.url));

// One server on the client port: the tests of this file run one after another.
test.describe.configure({ mode: 'serial' });

let server: http.Server;
test.beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a listed origin lists products and posts a review with the shopper’s cookie', async ({ page, baseURL }) => {
  await signUp(page.request, 'Maya');
  await page.goto(`http://localhost:${PORT}/${clientQuery(baseURL!)}`);
  await expect(page.getByRole('status').first()).toHaveText('5 products');
  await expect(page.locator('#storefront-status')).toHaveText('Storefront API: Nazzara (2026-04)');
  const items = page.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toHaveText(/: AED \d+\.\d+/);

  const handle = await page.getByLabel('Product').inputValue();
  await page.getByLabel('Title').fill('Seen from afar');
  await page.getByLabel('Review').fill('Posted from another origin.');
  await page.getByLabel('Rating').fill('4.5');
  await page.getByRole('button', { name: 'Post review' }).click();
  const status = page.locator('#review-status');
  await expect(status).toHaveText(/^Review \d+ posted$/);

  // The review is the shop's, by this customer; they may take it back.
  const id = Number(/\d+/.exec((await status.textContent()) ?? '')![0]);
  const { reviews } = (await (await page.request.get(`/api/reviews?product=${handle}&pageSize=50`)).json()) as {
    reviews: { id: number; title: string; rating: number }[];
  };
  expect(reviews.find((r) => r.id === id)).toMatchObject({ title: 'Seen from afar', rating: 4.5 });
  expect((await page.request.delete(`/api/reviews/${id}`)).status()).toBe(200);
});

test('an origin that is not listed cannot read the API', async ({ page, baseURL }) => {
  // 127.0.0.1 is another origin (and site) than localhost, and ALLOWED_ORIGINS names only localhost.
  const refused = page.waitForEvent('console', (message) => message.text().includes('CORS'));
  await page.goto(`http://127.0.0.1:${PORT}/${clientQuery(baseURL!)}`);
  await refused;
  await expect(page.locator('#products-status')).toHaveText('The shop did not answer this origin');
  await expect(page.getByRole('listitem')).toHaveCount(0);
  // The Storefront API answers any origin, as Shopify's does: its token is the only key.
  await expect(page.locator('#storefront-status')).toHaveText('Storefront API: Nazzara (2026-04)');
});
