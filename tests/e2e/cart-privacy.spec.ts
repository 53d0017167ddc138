import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './account-helpers';
import { addToCart, createCustomer, findVariants, logIn, storefront } from './cart-helpers';

/**
 * Issue 15: a cart id must not expose its customer. The attacker keeps the id of their own guest
 * cart and plants their session cookie in the victim's browser; the victim registers. The guest
 * cart is merged into a cart of the victim's own, and the attacker's cart id (read back from their
 * own cookie) answers the Storefront API without the victim's email, phone or account.
 */

/** A value inside a session cookie: React Router's signed cookie is base64 JSON, then `.signature`. */
function sessionValueInCookie(value: string, key: 'cartId' | 'checkoutUrl'): string {
  const payload = decodeURIComponent(value);
  const json = Buffer.from(payload.slice(0, payload.lastIndexOf('.')), 'base64').toString('utf8');
  const found = (JSON.parse(json) as Record<string, string | undefined>)[key];
  expect(found).toBeTruthy();
  return found!;
}

test('a planted guest cart tells its holder nothing about the customer who signs up with it', async ({ browser, request }) => {
  const [variant] = await findVariants(request, { minStock: 5, skip: 23 });

  const attacker = await browser.newContext();
  const attackerPage = await attacker.newPage();
  await attackerPage.goto('/');
  await addToCart(attackerPage, variant!.id, 1);
  const cookies = await attacker.cookies();
  const session = cookies.find((cookie) => cookie.name === '__nazzara');
  expect(session).toBeDefined();
  const plantedCartId = sessionValueInCookie(session!.value, 'cartId');

  // The victim's browser carries the attacker's cookie; they register there.
  const victim = await browser.newContext();
  await victim.addCookies(cookies);
  const page = await victim.newPage();
  const email = uniqueEmail('victim');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Rana');
  await page.getByLabel('Last name').fill('Test');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).not.toHaveURL(/\/register/);
  // The guest's line came along into the victim's own cart.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').filter({ hasText: variant!.title })).toHaveCount(1);

  const seen = await storefront<{ cart: { buyerIdentity: unknown } | null }>(
    request,
    `query ($id: ID!) { cart(id: $id) { buyerIdentity { email phone customer { email phone addresses(first: 5) { nodes { address1 } } } } } }`,
    { id: plantedCartId },
  );
  expect(seen.cart?.buyerIdentity).toEqual({ email: null, phone: null, customer: null });
  await attacker.close();
  await victim.close();
});

test('a sign-in ended elsewhere takes its cart along: the browser shows none, and the next account does not inherit it', async ({
  browser,
  request,
}) => {
  const [variant] = await findVariants(request, { minStock: 5, skip: 24 });
  const customer = await createCustomer(request);

  // The customer signs in and fills a cart; a second copy of the same cookie stays behind (a
  // browser profile synced, a shared computer's other window).
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto('/login');
  await logIn(firstPage, customer);
  await expect(firstPage).not.toHaveURL(/\/login/);
  await addToCart(firstPage, variant!.id, 1);
  const left = await browser.newContext();
  await left.addCookies(await first.cookies());
  const leftPage = await left.newPage();
  await leftPage.goto('/cart');
  await expect(leftPage.getByTestId('cart-line')).toHaveCount(1);

  const checkoutUrl = sessionValueInCookie((await first.cookies()).find((c) => c.name === '__nazzara')!.value, 'checkoutUrl');

  // Logging out ends the sign-in for every copy: the copy's very next page shows no cart.
  await firstPage.goto('/profile');
  await firstPage.getByRole('button', { name: 'Logout' }).click();
  await expect(firstPage).toHaveURL(/\/$/);
  await leftPage.goto('/cart');
  await expect(leftPage.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await leftPage.goto('/profile');
  await expect(leftPage).toHaveURL(/\/login$/);
  // The checkout left in the browser's history has nothing left to pay for as the customer's.
  await leftPage.goto(checkoutUrl);
  await expect(leftPage.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  // Someone else signs up in that browser: their new cart holds nothing of the customer's.
  await leftPage.goto('/register');
  await leftPage.getByLabel('First name').fill('Other');
  await leftPage.getByLabel('Last name').fill('Person');
  await leftPage.getByLabel('Email').fill(uniqueEmail('next'));
  await leftPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await leftPage.getByLabel('Confirm password').fill(PASSWORD);
  await leftPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(leftPage).not.toHaveURL(/\/register/);
  await leftPage.goto('/cart');
  await expect(leftPage.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();

  // The customer's cart was kept for them: it is back at their next sign-in.
  await firstPage.goto('/login');
  await logIn(firstPage, customer);
  await expect(firstPage).not.toHaveURL(/\/login/);
  await firstPage.goto('/cart');
  await expect(firstPage.getByTestId('cart-line').filter({ hasText: variant!.title })).toHaveCount(1);
  await first.close();
  await left.close();
});
