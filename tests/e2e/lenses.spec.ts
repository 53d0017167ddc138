import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { cartBadge, clickAtOnce, createCustomer, hydratedStripCard, logIn } from './cart-helpers';
import { aed, choose, enterPrescription, findFrame, lensPrice, openLensSteps, toPrescriptionStep } from './lenses-helpers';

/** Issue 11: eyeglasses sold with lenses made to a prescription, chosen on the product page. */

const RX = { odSph: '-2.25', odCyl: '-0.50', odAxis: '90', osSph: '-2.00', pd: '63', date: '2025-11-03' };

test('single vision with an entered prescription: one Frame + lenses item, frame + lenses total, shown at checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses');
  const lenses = await lensPrice(request, 'lenses-single-vision', '1.60 / Blue-light filter');
  await page.goto(`/product/${frame.handle}`);
  await expectNoSeriousAxeViolation(page);

  await openLensSteps(page);
  const title = page.getByTestId('lens-step-title');
  await expect(title).toHaveText('Usage');
  await expect(title).toBeFocused();
  await expectNoSeriousAxeViolation(page);

  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(title).toHaveText('Lens package');
  await expect(title).toBeFocused();
  await choose(page, 'index', '1.60');
  await choose(page, 'coating', 'Blue-light filter');
  // The running total: frame + lenses, in the shopper's currency.
  await expect(page.getByTestId('lens-total')).toContainText(aed(frame.price + lenses));
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(title).toHaveText('Prescription');
  await enterPrescription(page, RX);
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
  // A frame with its lenses is one item, in the badge as in the cart.
  await expect(cartBadge(page)).toHaveText('1');

  await page.goto('/cart');
  const item = page.getByTestId('cart-line');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('pair-label')).toHaveText('Frame + lenses');
  await expect(item.getByTestId('pair-lenses')).toContainText('1.60 / Blue-light filter');
  await expect(item.getByTestId('prescription-summary')).toContainText('Right eye (OD):SPH −2.25 CYL −0.50 AXIS 90');
  await expect(item.getByTestId('prescription-summary')).toContainText('PD:63');
  await expect(item.getByTestId('line-cost')).toHaveText(`Cost : ${aed(frame.price + lenses)}`);
  await expectNoSeriousAxeViolation(page);

  // The hosted checkout lists the prescription under the lens line.
  await page.getByTestId('order-summary').getByRole('button', { name: 'CHECK OUT' }).click();
  await logIn(page, await createCustomer(request));
  await expect(page).toHaveURL(/\/checkouts\//);
  await expect(page.getByText('Right eye (OD): SPH −2.25 CYL −0.50 AXIS 90')).toBeVisible();
  await expect(page.getByText('PD: 63')).toBeVisible();
});

test('the quantity and Remove of a pair act on the frame and its lenses together', async ({ page, request }) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 1);
  await toPrescriptionStep(page, frame.handle);
  await choose(page, 'rx', 'later');
  await page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByTestId('prescription-summary')).toHaveText('Prescription: you will send it after ordering.');
  await page.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(cartBadge(page)).toHaveText('2');
  await page.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});

test('a pair and a card added at once before there is a cart end in one cart', async ({ page, request }) => {
  test.setTimeout(120_000);
  const frame = await findFrame(request, 'Eyeglasses', 2);
  await toPrescriptionStep(page, frame.handle);
  await choose(page, 'rx', 'later');
  const pairAdd = page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' });
  const card = await hydratedStripCard(page);
  const cardTitle = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await clickAtOnce(page, [pairAdd, card.getByRole('button', { name: 'Add To Cart' })]);
  // The pair is one item (its lenses go with the frame), and the card's product another.
  await expect(cartBadge(page)).toHaveText('2');
  await page.goto('/cart');
  await expect(page.getByTestId('prescription-summary')).toHaveText('Prescription: you will send it after ordering.');
  await expect(page.getByTestId('cart-line').filter({ hasText: cardTitle })).toHaveCount(1);
});

test('progressive lenses without ADD: a message beside each eye, and nothing reaches the cart', async ({ page, request }) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 2);
  await page.goto(`/product/${frame.handle}`);
  await openLensSteps(page);
  await choose(page, 'usage', 'progressive');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterPrescription(page, RX);
  await page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByTestId('lens-error-odAdd')).toHaveText(
    'Right eye (OD): choose the ADD (near addition): reading and progressive lenses need it.',
  );
  await expect(page.getByTestId('lens-error-osAdd')).toBeVisible();
  await expect(page.getByTestId('lens-errors')).toBeFocused();
  await expect(page.locator('#lens-odAdd')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolation(page);

  // The server says the same to a post that skips the page, and adds nothing.
  const response = await page.request.post(`/product/${frame.handle}/lenses`, {
    form: { variant: frame.variantId, usage: 'progressive', index: '1.50', coating: 'Anti-reflective', rx: 'enter', ...RX },
  });
  expect(response.status()).toBe(400);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});
