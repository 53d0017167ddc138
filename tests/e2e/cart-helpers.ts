import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Helpers for the cart's end-to-end tests: the local engine's Storefront API (to find variants and
 * create customers), and the shop's own forms posted the way a browser without JavaScript would.
 */

const STOREFRONT_TOKEN = process.env.LOCAL_STOREFRONT_TOKEN ?? 'nazzara-local-storefront-token';
const GRAPHQL_PATH = '/api/2024-10/graphql.json';

export async function storefront<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(GRAPHQL_PATH, {
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': STOREFRONT_TOKEN },
    data: { query, variables },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface SeedVariant {
  id: string;
  handle: string;
  title: string;
  quantityAvailable: number;
}

interface ProductsPage {
  products: {
    nodes: {
      handle: string;
      title: string;
      variants: { nodes: { id: string; availableForSale: boolean; quantityAvailable: number | null }[] };
    }[];
  };
}

/** In-stock variants of distinct products, in a stable order; `minStock` / `maxStock` filter by stock. */
export async function findVariants(
  request: APIRequestContext,
  { minStock = 1, maxStock = Infinity, count = 1, skip = 0, firstVariant = false } = {},
): Promise<SeedVariant[]> {
  const data = await storefront<ProductsPage>(
    request,
    `query { products(first: 250) { nodes { handle title variants(first: 20) { nodes { id availableForSale quantityAvailable } } } } }`,
  );
  const found: SeedVariant[] = [];
  for (const product of data.products.nodes) {
    // firstVariant: the product page starts on the first variant, so a test through it needs that one.
    const candidates = firstVariant ? product.variants.nodes.slice(0, 1) : product.variants.nodes;
    const variant = candidates.find(
      (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= minStock && (v.quantityAvailable ?? 0) <= maxStock,
    );
    if (variant)
      found.push({
        id: variant.id,
        handle: product.handle,
        title: product.title,
        quantityAvailable: variant.quantityAvailable ?? 0,
      });
  }
  expect(found.length).toBeGreaterThanOrEqual(skip + count);
  return found.slice(skip, skip + count);
}

/** Adds a line the way the add-to-cart form does without JavaScript; cookies are the page's. */
export async function addToCart(page: Page, merchandiseId: string, quantity = 1): Promise<void> {
  const response = await page.request.post('/cart', {
    form: { intent: 'add', merchandiseId, quantity: String(quantity), redirectTo: '/cart' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

let customers = 0;

/** A fresh customer per test, so parallel tests never share a saved cart. */
export async function createCustomer(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `cart-${Date.now()}-${process.pid}-${++customers}@nazzara.test`;
  const password = 'Cart-test-2026!';
  const data = await storefront<{
    customerCreate: { customer: { id: string } | null; customerUserErrors: { message: string }[] };
  }>(
    request,
    `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }`,
    { input: { email, password, firstName: 'Cart', lastName: 'Tester' } },
  );
  expect(data.customerCreate.customerUserErrors).toEqual([]);
  return { email, password };
}

/** Signs in through the login page (the accounts work), as a shopper would. */
export async function logIn(page: Page, customer: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Clicks the buttons in one task of the page, as a quick shopper on a busy phone can: no render
 * comes between the clicks, so none can learn of another from what React has drawn.
 */
export async function clickAtOnce(page: Page, buttons: Locator[]): Promise<void> {
  await Promise.all(buttons.map((button) => expect(button).toBeEnabled()));
  const handles = await Promise.all(buttons.map((button) => button.elementHandle()));
  await page.evaluate((all) => all.forEach((button) => (button as HTMLButtonElement).click()), handles);
}

/**
 * The first card of a product page's strips, once it has hydrated: a strip's code comes as it nears
 * the screen (on-sight.tsx), and until then a click on the card's button waits for it.
 */
export async function hydratedStripCard(page: Page): Promise<Locator> {
  const card = page.getByTestId('product-card').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('input[name="redirectTo"]')).toHaveCount(0);
  return card;
}

/** The header's cart badge (desktop header). */
export function cartBadge(page: Page) {
  return page.locator('header').getByTestId('cart-badge');
}

/**
 * The engine's hosted checkout: fills what the address form still lacks (a signed-in customer's
 * email is there already) and pays in test mode.
 */
export async function payOnHostedCheckout(page: Page, email?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const fill = async (label: string, value: string) => {
    const field = page.getByLabel(label, { exact: true });
    if (!(await field.inputValue())) await field.fill(value);
  };
  if (email) await fill('Email', email);
  await fill('First name', 'Cart');
  await fill('Last name', 'Tester');
  await fill('Address', 'Sheikh Zayed Road 1');
  await fill('City', 'Dubai');
  await fill('Postal code', '00000');
  await fill('Phone', '+971501234567');
  await page.getByRole('button', { name: 'Pay now (test mode)' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
}
