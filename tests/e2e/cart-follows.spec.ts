import { expect, test, type Page } from '@playwright/test';
import { addToCart, cartBadge, createCustomer, findVariants, logIn } from './cart-helpers';

test.describe('the cart follows the customer', () => {
  test('two browsers of one customer share the cart, and a guest cart is merged on sign-in', async ({ browser, request }) => {
    const customer = await createCustomer(request);
    const [first, second] = await findVariants(request, { minStock: 5, count: 2, skip: 19 });

    // Device A: signs in, adds a line.
    const a = await browser.newContext();
    const pageA = await a.newPage();
    await pageA.goto('/login');
    await logIn(pageA, customer);
    await expect(pageA).not.toHaveURL(/\/login/);
    await addToCart(pageA, first!.id, 1);

    // Device B: a guest cart first, then sign-in: the saved cart comes back with the guest's line merged in.
    const b = await browser.newContext();
    const pageB = await b.newPage();
    await pageB.goto('/');
    await addToCart(pageB, second!.id, 2);
    await pageB.goto('/login');
    await logIn(pageB, customer);
    await expect(pageB).not.toHaveURL(/\/login/);
    await pageB.goto('/cart');
    await expect(pageB.getByTestId('cart-line')).toHaveCount(2);
    await expect(cartBadge(pageB)).toHaveText('3');

    // Device A sees the same cart; a change there shows on B.
    await pageA.goto('/cart');
    await expect(pageA.getByTestId('cart-line')).toHaveCount(2);
    await pageA
      .getByTestId('cart-line')
      .filter({ hasText: first!.title })
      .getByRole('button', { name: 'Increase quantity' })
      .click();
    await expect(cartBadge(pageA)).toHaveText('4');
    await pageB.reload();
    await expect(cartBadge(pageB)).toHaveText('4');
    await a.close();
    await b.close();
  });

  test('DELETE /api/customer/cart/delete/{cartId} is for the owner only', async ({ browser, request }) => {
    const owner = await createCustomer(request);
    const other = await createCustomer(request);
    const [variant] = await findVariants(request, { minStock: 3, skip: 21 });

    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/login');
    await logIn(ownerPage, owner);
    await expect(ownerPage).not.toHaveURL(/\/login/);
    await addToCart(ownerPage, variant!.id, 1);
    await ownerPage.goto('/cart');

    // A visitor and another customer may not delete it.
    const anonymous = await request.delete('/api/customer/cart/delete/anything');
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({
      message: 'Token expired or invalid credentials.',
      error: { message: 'Token expired or invalid credentials.' },
    });

    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await otherPage.goto('/login');
    await logIn(otherPage, other);
    await expect(otherPage).not.toHaveURL(/\/login/);
    const ownerCartId = await cartIdOf(ownerPage);
    const foreign = await otherPage.request.delete(`/api/customer/cart/delete/${encodeURIComponent(ownerCartId)}`);
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toEqual({ message: 'Cart not found.', error: { message: 'Cart not found.' } });

    const own = await ownerPage.request.delete(`/api/customer/cart/delete/${encodeURIComponent(ownerCartId)}`);
    expect(own.status()).toBe(200);
    expect((await own.json()) as unknown).toMatchObject({ data: { deleted: true } });
    await ownerPage.goto('/cart');
    await expect(ownerPage.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await ownerContext.close();
    await otherContext.close();
  });
});

/** The cart's token, as its hosted checkout address carries it (the API takes the token or the full gid). */
async function cartIdOf(page: Page): Promise<string> {
  const action = await page.locator('form[action="/cart/checkout"]').first().count();
  expect(action).toBeGreaterThan(0);
  const response = await page.request.post('/cart/checkout', { maxRedirects: 0 });
  const location = response.headers()['location'] ?? '';
  const token = /\/checkouts\/cn\/([A-Za-z0-9_-]+)/.exec(location)?.[1];
  expect(token).toBeTruthy();
  return token!;
}
