import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { createCustomer, logIn, payOnHostedCheckout } from './cart-helpers';
import { choose, enterPrescription, findFrame, openLensSteps } from './lenses-helpers';

/**
 * Issue 11: glasses ordered through the engine's hosted checkout keep their prescription: the
 * profile's order summary shows it, `/api/orders` returns it as each item's attributes, and a pair
 * whose prescription comes later says so in the order.
 */

type Rx = Record<string, string>;
const RX: Rx = { odSph: '-3.25', odCyl: '-1.00', odAxis: '170', osSph: '-2.75', pd: '61.5', date: '2026-02-14' };

/** Adds a single-vision pair through the product page's steps: entered values, or 'Send it later'. */
async function addPair(page: Page, handle: string, rx: Rx | 'later') {
  await page.goto(`/product/${handle}`);
  await openLensSteps(page);
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  if (rx === 'later') await choose(page, 'rx', 'later');
  else await enterPrescription(page, rx);
  await page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
}

/** Signs in at CHECK OUT and pays in the engine's hosted checkout (test mode). */
async function checkOut(page: Page, customer: { email: string; password: string }) {
  await page.goto('/cart');
  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/checkouts\//);
  // The checkout lists each lens line's prescription under it.
  await expect(page.getByText('Right eye (OD): SPH −3.25 CYL −1.00 AXIS 170')).toBeVisible();
  await expect(page.getByText('Prescription: The customer will send it later')).toBeVisible();
  await payOnHostedCheckout(page);
}

interface ApiOrder {
  items: { title: string; attributes: { key: string; value: string }[] }[];
}

test('an order of glasses keeps the prescription, and a pair sent later says so: order summary and /api/orders', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const entered = await findFrame(request, 'Eyeglasses', 13);
  const later = await findFrame(request, 'Eyeglasses', 14);
  await addPair(page, entered.handle, RX);
  await addPair(page, later.handle, 'later');
  await checkOut(page, await createCustomer(request));

  await page.goto('/profile?activetab=order');
  await page.getByRole('link', { name: /#\d+/ }).first().click();
  const summaries = page.getByTestId('prescription-summary');
  await expect(summaries).toHaveCount(2);
  const enteredSummary = summaries.filter({ hasText: 'Right eye (OD)' });
  await expect(enteredSummary).toContainText('Right eye (OD):SPH −3.25 CYL −1.00 AXIS 170');
  await expect(enteredSummary).toContainText('Left eye (OS):SPH −2.75');
  await expect(enteredSummary).toContainText('PD:61.5');
  await expect(enteredSummary).toContainText('Prescription date:2026-02-14');
  await expect(summaries.filter({ hasText: 'after ordering' })).toHaveText('Prescription: you will send it after ordering.');
  // A lens package has no product page: its line is text, never a link that would answer 404.
  await expect(page.getByText('Single vision lenses')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Single vision lenses' })).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);

  const response = await page.request.post('/api/orders');
  expect(response.status()).toBe(200);
  const { orders } = (await response.json()) as { orders: ApiOrder[] };
  const lensItems = orders[0]!.items.filter((item) => item.title === 'Single vision lenses');
  expect(lensItems).toHaveLength(2);
  const attributes = lensItems.map((item) => Object.fromEntries(item.attributes.map((a) => [a.key, a.value])));
  expect(attributes).toContainEqual(
    expect.objectContaining({
      Prescription: 'Entered by the customer',
      'Right eye (OD)': 'SPH −3.25 CYL −1.00 AXIS 170',
      'Left eye (OS)': 'SPH −2.75',
      PD: '61.5',
      'Prescription date': '2026-02-14',
    }),
  );
  expect(attributes).toContainEqual(expect.objectContaining({ Prescription: 'The customer will send it later' }));
  // Each frame and its lens line share one `_pair` id; the two pairs do not.
  const pairs = orders[0]!.items.map((item) => item.attributes.find((a) => a.key === '_pair')?.value);
  expect(pairs.filter(Boolean)).toHaveLength(4);
  expect(new Set(pairs).size).toBe(2);
});
