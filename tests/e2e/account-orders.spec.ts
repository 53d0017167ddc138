import { expect, test } from '@playwright/test';
import { DEMO, logInAs, signUp } from './account-helpers';

// Order dates show in the browser's time zone; UTC makes the seeded times exact.
test.use({ timezoneId: 'UTC' });

const seededOrders = [
  { name: '#1003', date: '2026-03-09 08:30:00', status: 'pending' },
  { name: '#1002', date: '2026-02-27 16:05:00', status: 'processing' },
  { name: '#1001', date: '2026-01-14 10:42:00', status: 'delivered' },
];

test.describe('My Orders of the demo customer', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
  });

  test('lists each order with its id, date, status and total, newest first', async ({ page }) => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/activetab=order$/);
    const rows = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /#10\d\d/ }) });
    await expect(rows).toHaveCount(3);
    for (const [index, order] of seededOrders.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(order.name);
      await expect(row).toContainText(order.date);
      await expect(row).toContainText(order.status);
      await expect(row).toContainText(/AED\s[\d,]+\.\d{2}/);
    }
  });

  test('an order summary shows items, shipping and price details', async ({ page }) => {
    await page.goto('/profile?activetab=order');
    await page.getByRole('link', { name: /#1001/ }).click();
    await expect(page).toHaveURL(/activetab=ordersummary&id=gid/);
    await expect(page.getByRole('heading', { name: 'Order #1001' })).toBeVisible();
    await expect(page.getByText('Quantity: 2')).toBeVisible();
    await expect(page.getByText('Quantity: 1')).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Shipping details' })).toBeVisible();
    await expect(page.getByText('Marina Gate 2, Apartment 1804')).toBeVisible();
    await expect(page.getByText('+971501234567')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Price details' })).toBeVisible();
    await expect(page.getByText('Total', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expect(page).toHaveURL(/activetab=order$/);
  });

  test('an unknown order id says so', async ({ page }) => {
    await page.goto('/profile?activetab=ordersummary&id=gid%3A%2F%2Fshopify%2FOrder%2F999999');
    await expect(page.getByText('No order found with the specified ID.')).toBeVisible();
  });

  test('/order and /ordersummary lead to the profile tabs', async ({ page }) => {
    await page.goto('/order');
    await expect(page).toHaveURL(/\/profile\?activetab=order$/);
    await page.goto('/ordersummary?id=1');
    await expect(page).toHaveURL(/\/profile\?activetab=ordersummary&id=1$/);
    await expect(page.getByRole('heading', { name: /^Order #10\d\d$/ })).toBeVisible();
  });

  test('POST /api/orders answers the signed-in session', async ({ page }) => {
    const response = await page.request.post('/api/orders');
    expect(response.status()).toBe(200);
    const { orders } = (await response.json()) as {
      orders: { name: string; fulfillmentStatus: string; items: unknown[]; totalPrice: { currencyCode: string } }[];
    };
    expect(orders.map((order) => [order.name, order.fulfillmentStatus])).toEqual([
      ['#1003', 'UNFULFILLED'],
      ['#1002', 'PROCESSING'],
      ['#1001', 'FULFILLED'],
    ]);
    expect(orders[2]!.items).toHaveLength(2);
  });
});

test.describe('POST /api/orders', () => {
  test('takes a customerAccessToken in the body', async ({ request }) => {
    // A token straight from the Storefront API, as another client of the backend would hold one.
    const graphql = await request.post('/api/2024-10/graphql.json', {
      headers: { 'X-Shopify-Storefront-Access-Token': 'nazzara-local-storefront-token' },
      data: {
        query:
          'mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
        variables: { input: { email: DEMO.email, password: DEMO.password } },
      },
    });
    const token = (
      (await graphql.json()) as { data: { customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } } }
    ).data.customerAccessTokenCreate.customerAccessToken.accessToken;
    const response = await request.post('/api/orders', { data: { customerAccessToken: token } });
    expect(((await response.json()) as { orders: unknown[] }).orders).toHaveLength(3);
  });

  test('answers an empty list on failure, with the reason', async ({ request }) => {
    const signIn = { orders: [], error: { message: 'Please log in to see your orders.' } };
    const bad = await request.post('/api/orders', { data: { customerAccessToken: 'not-a-token' } });
    expect(bad.status()).toBe(401);
    expect(await bad.json()).toEqual(signIn);
    const none = await request.post('/api/orders');
    expect(none.status()).toBe(401);
    expect(await none.json()).toEqual(signIn);
    const read = await request.get('/ar/api/orders');
    expect(read.status()).toBe(405);
    expect(read.headers()['allow']).toBe('POST');
    expect(await read.json()).toEqual({ orders: [], error: { message: 'الطريقة غير مسموح بها' } });
  });

  test('a new customer has no orders', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/profile?activetab=order');
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  });
});
