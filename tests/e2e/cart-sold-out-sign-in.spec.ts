import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { toast } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { addToCart, cartBadge, createCustomer, findVariants, logIn, payOnHostedCheckout, storefront } from './cart-helpers';

interface Catalog {
  products: {
    nodes: { title: string; productType: string; variants: { nodes: { id: string; quantityAvailable: number | null }[] } }[];
  };
}

/**
 * A variant with one or two units left that is not its product's first in stock: the specs that
 * pick a product's first variant never buy it from under this one. Each test here looks in its own
 * half of the catalogue (products at even or odd places), so that two running at once never pick
 * the same variant, retries included.
 */
async function lowStockVariant(request: APIRequestContext, half: 0 | 1) {
  const { products } = await storefront<Catalog>(
    request,
    `query { products(first: 250) { nodes { title productType variants(first: 50) { nodes { id quantityAvailable } } } } }`,
  );
  for (const [index, product] of products.nodes.entries()) {
    if (index % 2 !== half || product.productType === 'Lenses') continue;
    const inStock = product.variants.nodes.filter((variant) => (variant.quantityAvailable ?? 0) > 0);
    const low = inStock.slice(1).find((variant) => variant.quantityAvailable! <= 2);
    if (low) return { id: low.id, title: product.title };
  }
  throw new Error('The seeded catalogue has no variant with one or two units left');
}

// Each test fills a cart, pays another shopper's checkout and signs up and in: ten pages and more,
// which under a full CI run came near the default 45 s.
test.describe.configure({ timeout: 90_000 });

/** A guest's cart of two lines, one of which another shopper then buys every unit of. */
async function cartWithALineSoldOutMeanwhile(page: Page, browser: Browser, request: APIRequestContext, half: 0 | 1) {
  const scarce = await lowStockVariant(request, half);
  const [plenty] = await findVariants(request, { minStock: 20, skip: 23 });

  // A guest fills a cart, then goes to sign in.
  await page.goto('/');
  await addToCart(page, scarce.id);
  await addToCart(page, plenty!.id);
  await expect(async () => {
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
  }).toPass();

  // Meanwhile another shopper buys every unit left of the scarce variant on the hosted checkout.
  const { nodes } = await storefront<{ nodes: { quantityAvailable: number }[] }>(
    request,
    `query($id: ID!) { nodes(ids: [$id]) { ... on ProductVariant { quantityAvailable } } }`,
    { id: scarce.id },
  );
  const { cartCreate } = await storefront<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    request,
    `mutation($lines: [CartLineInput!]!) { cartCreate(input: { lines: $lines }) { cart { checkoutUrl } } }`,
    { lines: [{ merchandiseId: scarce.id, quantity: nodes[0]!.quantityAvailable }] },
  );
  const other = await browser.newContext();
  const buyer = await other.newPage();
  await buyer.goto(cartCreate.cart.checkoutUrl);
  await payOnHostedCheckout(buyer, 'other-shopper@nazzara.test');
  await other.close();
  return { scarce, plenty: plenty! };
}

test("a cart line that sold out before sign-in is named in a message beside the sign-in's, and the rest of the cart comes over", async ({
  browser,
  page,
  request,
}) => {
  const { scarce, plenty } = await cartWithALineSoldOutMeanwhile(page, browser, request, 0);

  const customer = await createCustomer(request);
  await page.goto('/login');
  await logIn(page, customer);
  await expect(page).not.toHaveURL(/\/login/);
  // Both of the sign-in's messages show: the second does not take the first one's place.
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
  await expect(toast(page, `Sold out, so no longer in your cart: ${scarce.title}`)).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(plenty.title);
  await expect(cartBadge(page)).toHaveText('1');
});

test('signing in from CHECK OUT stops at the cart when a line sold out meanwhile, and says which', async ({
  browser,
  page,
  request,
}) => {
  const { scarce, plenty } = await cartWithALineSoldOutMeanwhile(page, browser, request, 1);

  const customer = await createCustomer(request);
  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, customer);
  // Not on to the checkout, where the shopper would pay without being told.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(toast(page, `Sold out, so no longer in your cart: ${scarce.title}`)).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(plenty.title);

  // Told, they go on.
  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page).toHaveURL(/\/checkouts\//);
});
