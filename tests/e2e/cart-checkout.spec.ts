import { expect, test } from '@playwright/test';
import { toast } from './account-helpers';
import { addToCart, cartBadge, createCustomer, findVariants, logIn, payOnHostedCheckout, storefront } from './cart-helpers';

test('a visitor checks out: login, the hosted checkout, payment, the order, then a new cart', async ({ page, request }) => {
  const customer = await createCustomer(request);
  const [variant] = await findVariants(request, { minStock: 3, skip: 15 });
  await page.goto('/');
  await addToCart(page, variant!.id, 2);
  await page.goto('/cart');

  // A visitor is sent to /login; the cart is remembered as where to go on.
  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, customer);

  // Signed in from the cart: straight on to the cart's hosted checkout.
  await expect(page).toHaveURL(/\/checkouts\//);
  await payOnHostedCheckout(page, customer.email);

  // The order is the customer's.
  const { customerAccessTokenCreate } = await storefront<{
    customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
  }>(
    request,
    `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: customer },
  );
  const { customer: orders } = await storefront<{
    customer: { orders: { nodes: { name: string; lineItems: { nodes: { title: string; quantity: number }[] } }[] } };
  }>(
    request,
    `query($token: String!) { customer(customerAccessToken: $token) { orders(first: 5) { nodes { name lineItems(first: 5) { nodes { title quantity } } } } } }`,
    { token: customerAccessTokenCreate.customerAccessToken.accessToken },
  );
  expect(orders.orders.nodes).toHaveLength(1);
  expect(orders.orders.nodes[0]!.lineItems.nodes[0]!.quantity).toBe(2);

  // The completed cart is gone from the session: the shop starts afresh, and the sign-in's toast was
  // not kept for this moment.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(toast(page, 'Logged in successfully!')).toHaveCount(0);
  await expect(cartBadge(page)).toHaveCount(0);
  await addToCart(page, variant!.id, 1);
  await page.goto('/cart');
  await expect(page.getByTestId('line-quantity')).toHaveText('1');
});

test('a signed-in customer goes straight from CHECK OUT to the hosted checkout (mobile bar)', async ({ page, request }) => {
  const customer = await createCustomer(request);
  const [variant] = await findVariants(request, { minStock: 3, skip: 17 });
  await page.goto('/login');
  await logIn(page, customer);
  await expect(page).not.toHaveURL(/\/login/);
  await addToCart(page, variant!.id, 1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cart');
  const bar = page.getByTestId('mobile-checkout-bar');
  await expect(bar.getByTestId('bar-total')).toHaveText(/^AED /);
  await bar.getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page).toHaveURL(/\/checkouts\//);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});

test('lenses without a frame do not go to checkout: the cart says why and stays', async ({ page, request }) => {
  const customer = await createCustomer(request);
  const { product } = await storefront<{ product: { variants: { nodes: { id: string }[] } } }>(
    request,
    `{ product(handle: "lenses-single-vision") { variants(first: 1) { nodes { id } } } }`,
  );
  await page.goto('/login');
  await logIn(page, customer);
  await expect(page).not.toHaveURL(/\/login/);
  // A lens package on its own, as a script could add it (the shop only adds lenses on a frame).
  await addToCart(page, product.variants.nodes[0]!.id, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'CHECK OUT' }).first().click();
  await expect(
    toast(page, 'Lenses in your cart have no frame. Remove them, or add them again with a frame, before you check out.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a guest who signs in from CHECK OUT with lenses but no frame stays on the cart, told why', async ({ page, request }) => {
  const customer = await createCustomer(request);
  const { product } = await storefront<{ product: { variants: { nodes: { id: string }[] } } }>(
    request,
    `{ product(handle: "lenses-single-vision") { variants(first: 1) { nodes { id } } } }`,
  );
  await page.goto('/');
  await addToCart(page, product.variants.nodes[0]!.id, 1);
  await page.goto('/cart');
  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    toast(page, 'Lenses in your cart have no frame. Remove them, or add them again with a frame, before you check out.'),
  ).toBeVisible();
  await expect(toast(page, 'Logged in successfully!')).toBeVisible();
});
