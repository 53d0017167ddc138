import { expect, test } from '@playwright/test';
import { expectHydrated } from './hydration-helpers';

test.use({ viewport: { width: 1366, height: 900 } });

const PRODUCT = '/product/gucci-gg0162s-cat-eye-oversized-sunglasses';

test('switching the currency reprices every page; instalments only for AED, KWD and SAR', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(page.getByTestId('product-price')).toContainText('AED');
  const select = page.getByLabel('Country and currency');
  await expect(select).toHaveValue('AE');
  await select.selectOption('KW');
  await expect(page.getByTestId('product-price')).toContainText(/KWD \d+\.\d{3}/);
  await expect(page.getByTestId('instalments')).toContainText('Split 4 payments');
  await page.getByLabel('Country and currency').selectOption('US');
  await expect(page.getByTestId('product-price')).toContainText('USD');
  await expect(page.getByTestId('instalments')).toHaveCount(0);
  await page.goto('/shop/Sunglasses');
  for (const price of await page.getByTestId('current-price').allTextContents()) expect(price).toContain('USD');
  await page.getByLabel('Country and currency').selectOption('SA');
  await expect(page.getByTestId('current-price').first()).toContainText('SAR');
  await page.goto(PRODUCT);
  await expect(page.getByTestId('instalments')).toContainText('SAR');
});

test('a new currency reprices the search results too, which otherwise keep their loader for actions', async ({ page }) => {
  await page.goto('/query?query=gucci');
  await expect(page.getByTestId('current-price').first()).toContainText('AED');
  await expectHydrated(page);
  await page.getByLabel('Country and currency').selectOption('KW');
  await expect(page.getByTestId('current-price').first()).toContainText(/KWD \d+\.\d{3}/);
  for (const price of await page.getByTestId('current-price').allTextContents()) expect(price).toContain('KWD');
});

test('choosing a currency without a cart leaves no session cookie, so the pages still come from the cache', async ({
  request,
}) => {
  const chosen = await request.post('/market', { form: { country: 'SA', redirectTo: '/shop' }, maxRedirects: 0 });
  expect(chosen.status()).toBe(302);
  const cookies = (await request.storageState()).cookies.map((cookie) => cookie.name);
  expect(cookies).toContain('market');
  expect(cookies).not.toContain('__nazzara');
  // The cache starts again whenever the catalog changes (other tests buy stock meanwhile): within a
  // few requests one is answered from it (a request with the session cookie never is).
  await expect
    .poll(async () => (await request.get('/shop/Eyeglasses')).headers()['x-page-cache'], { intervals: [0, 100, 250] })
    .toBe('hit');
  expect(await (await request.get('/shop/Eyeglasses')).text()).toContain('SAR');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the selector posts and comes back to the page', async ({ page }) => {
    await page.goto('/shop');
    await page.getByLabel('Country and currency').selectOption('KW', { force: true });
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByTestId('current-price').first()).toContainText('KWD');
  });
});

test('GET /api/products returns the SPEC Product shape, paged, with JSON errors', async ({ request }) => {
  const response = await request.get('/api/products?first=2');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { products: Record<string, unknown>[]; pageInfo: { hasNextPage: boolean } };
  expect(body.products).toHaveLength(2);
  expect(body.pageInfo.hasNextPage).toBe(true);
  const product = body.products[0]!;
  for (const key of [
    'id',
    'title',
    'descriptionHtml',
    'description',
    'vendor',
    'handle',
    'productType',
    'options',
    'variants',
    'images',
    'media',
    'metafields',
  ]) {
    expect(product).toHaveProperty(key);
  }
  expect(product.variants).toEqual({
    edges: expect.arrayContaining([
      expect.objectContaining({ node: expect.objectContaining({ priceV2: expect.objectContaining({ currencyCode: 'AED' }) }) }),
    ]),
  });
  const bad = await request.get('/api/products?first=0');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: { message: expect.any(String) } });
});

test('sitemap and robots', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain('/product/gucci-gg0162s-cat-eye-oversized-sunglasses</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});
