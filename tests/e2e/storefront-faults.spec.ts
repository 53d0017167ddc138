import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp } from './account-helpers';
import { englishWords } from './arabic-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { addToCart, findVariants } from './cart-helpers';
import { startBuiltServer, stopBuiltServer, type BuiltServer } from '../support/built-server';
import { startStorefrontDouble, type StorefrontDouble } from '../support/storefront-double';

/**
 * The shop in Shopify mode with its Storefront API behind a test double (README, "Resilience"):
 * the double passes requests to the e2e server's local engine, or answers slowly, with a 500, or
 * hangs up. A failing API gives the shopper the styled 503 page with a retry (and JSON clients a
 * 503 error); the cart id and typed form input survive; and the shop recovers by itself.
 */

// Long enough for a page of 250 products from the engine on a busy machine.
const STOREFRONT_TIMEOUT_MS = 8000;
/** Words of internals that must never reach a shopper. */
const INTERNALS = /storefront|graphql|shopify|database|postgres|ECONN|timeout|stack|\bat \w+ \(/i;

let double: StorefrontDouble;
let shop: BuiltServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  double = await startStorefrontDouble(baseURL!, STOREFRONT_TIMEOUT_MS + 2000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-faults-'));
  shop = await startBuiltServer({
    DATA_DIR: dataDir,
    SHOPIFY_STORE_DOMAIN: 'nazzara-faults.myshopify.com',
    SHOPIFY_STOREFRONT_URL: double.url,
    SHOPIFY_STOREFRONT_API_TOKEN: process.env.LOCAL_STOREFRONT_TOKEN ?? 'nazzara-local-storefront-token',
    STOREFRONT_TIMEOUT_MS: String(STOREFRONT_TIMEOUT_MS),
  });
});

test.afterAll(async () => {
  await stopBuiltServer(shop);
  await double?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function shopperPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url });
  return context.newPage();
}

test('a failing Storefront API: the JSON API answers 503 with a message, a page the styled 503 with a retry, then the shop recovers', async ({
  browser,
}) => {
  double.mode = 'error';
  const page = await shopperPage(browser);

  const api = await page.request.get('/api/products');
  expect(api.status()).toBe(503);
  expect(api.headers()['retry-after']).toBe('30');
  const { error } = (await api.json()) as { error: { message: string } };
  expect(error.message).toBe('The shop is temporarily unavailable. Please try again in a moment.');

  const response = await page.goto('/shop');
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('30');
  await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
  await expect(page).toHaveTitle("We'll be right back | Nazzara");
  // The shop's layout stays around it: the header's navigation and the footer.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.getByRole('main').innerText()).not.toMatch(INTERNALS);
  await expectNoSeriousAxeViolation(page);

  // The API is back: "Try again" loads the page, with no restart of the shop.
  double.mode = 'pass';
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  // Once read, the catalog is served from memory while the API is down again.
  double.mode = 'error';
  expect((await page.goto('/'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Explore Our Products' })).toBeVisible();
  double.mode = 'pass';
  expect((await page.request.get('/api/products')).status()).toBe(200);
});

test('a Storefront API slower than STOREFRONT_TIMEOUT_MS: the Arabic page answers 503 in Arabic, right to left', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  double.mode = 'slow';
  const page = await shopperPage(browser);
  const response = await page.goto('/ar/shop');
  expect(response?.status()).toBe(503);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سنعود قريبًا' })).toBeVisible();
  expect(await englishWords(page)).toEqual([]);
  await expectNoSeriousAxeViolation(page);

  double.mode = 'pass';
  await page.getByRole('link', { name: 'حاول مرة أخرى' }).click();
  await expect(page.getByRole('heading', { name: 'سنعود قريبًا' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/ar\/shop$/);
});

test('an API that hangs up keeps the cart and the address the shopper typed; both work again once it is back', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  double.mode = 'pass';
  const [first, second] = await findVariants(request, { count: 2, minStock: 5 });
  const page = await shopperPage(browser);
  await signUp(page.request, 'Hala');
  await addToCart(page, first!.id);

  double.mode = 'hang-up';
  // An add that fails changes nothing; the cart page says it could not load the cart.
  await page.request.post('/cart', {
    form: { intent: 'add', merchandiseId: second!.id, quantity: '1', redirectTo: '/cart' },
    maxRedirects: 0,
  });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-error')).toBeVisible();

  double.mode = 'pass';
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(first!.title).first()).toBeVisible();

  // The address form: a save that fails keeps every field as typed.
  await page.goto('/profile?activetab=add-address');
  const main = page.getByRole('main');
  const typed = {
    'First name': 'Hala',
    'Last name': 'Saeed',
    'Address line 1': 'Villa 9, Street 4',
    City: 'Dubai',
    'Phone number': '+971 50 765 4321',
  };
  for (const [label, value] of Object.entries(typed)) await main.getByLabel(label, { exact: true }).fill(value);
  await main.getByLabel('State / Province', { exact: true }).fill('Dubai');
  await main.getByLabel('Postal code', { exact: true }).fill('00000');
  await main.getByLabel('Country', { exact: true }).selectOption({ label: 'United Arab Emirates' });
  double.mode = 'hang-up';
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' }).first()).toBeVisible();
  for (const [label, value] of Object.entries(typed)) await expect(main.getByLabel(label, { exact: true })).toHaveValue(value);

  double.mode = 'pass';
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Saved addresses' })).toContainText('Villa 9, Street 4');
});

test("CHECK OUT goes on to the checkout on the store's own domain, not only on its myshopify.com name", async ({
  browser,
  request,
}) => {
  double.mode = 'pass';
  // The engine behind the double gives checkout URLs on its own origin, as a store with a domain of
  // its own does: the page's Content-Security-Policy must let the form's redirect go there.
  const [variant] = await findVariants(request, { minStock: 3, skip: 27 });
  const page = await shopperPage(browser);
  await signUp(page.request, 'Reem');
  await addToCart(page, variant!.id);
  await page.goto('/cart');
  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page).toHaveURL(/\/checkouts\//);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});
