import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { cartBadge } from './cart-helpers';
import { aed, choose, enterPrescription, findFrame, lensPrice, openLensSteps } from './lenses-helpers';

/**
 * Issue 11: the prescription rules the shopper meets on the product page. Strong powers need a
 * thicker index, and the step offers the upgrade; an old prescription and eyes far apart are
 * warnings the shopper confirms with a tick, not errors.
 */

const addButton = (page: Page) => page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' });

/** Single vision with the first package (1.50, anti-reflective), on to the prescription step. */
async function toPrescription(page: Page, handle: string) {
  await page.goto(`/product/${handle}`);
  await openLensSteps(page);
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#lens-index-1_50')).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('lens-step-title')).toHaveText('Prescription');
}

/** A day `years` years before today, as the date field posts it. */
function yearsAgo(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

test('SPH −9.00 on 1.50 lenses: the clear message and the upgrade, which makes the pair addable', async ({ page, request }) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 11);
  const standard = await lensPrice(request, 'lenses-single-vision', '1.50 / Anti-reflective');
  const ultraThin = await lensPrice(request, 'lenses-single-vision', '1.67 / Anti-reflective');
  await toPrescription(page, frame.handle);
  await enterPrescription(page, { odSph: '-9.00', osSph: '-8.50', pd: '62', date: yearsAgo(1) });
  await addButton(page).click();

  const upgrade = page.getByTestId('lens-upgrade');
  await expect(upgrade).toContainText('Your prescription is too strong for 1.50 lenses: it needs index 1.67 or higher.');
  const button = upgrade.getByRole('button', { name: `Upgrade to 1.67 lenses (+ ${aed(ultraThin - standard)})` });
  await expect(button).toBeVisible();
  await expect(page.getByTestId('lens-errors')).toBeFocused();
  await expect(page.getByTestId('lens-total')).toContainText(aed(frame.price + standard));
  await expectNoSeriousAxeViolation(page);
  await expect(cartBadge(page)).toHaveCount(0);

  await button.click();
  await expect(upgrade).toHaveCount(0);
  // The thicker index is now the package: its price in the total, and the next thing to do has the focus.
  await expect(page.getByTestId('lens-total')).toContainText(aed(frame.price + ultraThin));
  await expect(addButton(page)).toBeFocused();
  await addButton(page).click();
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();

  await page.goto('/cart');
  const item = page.getByTestId('cart-line');
  await expect(item.getByTestId('pair-lenses')).toContainText('1.67 / Anti-reflective');
  await expect(item.getByTestId('prescription-summary')).toContainText('Right eye (OD):SPH −9.00');
  await expect(item.getByTestId('line-cost')).toHaveText(`Cost : ${aed(frame.price + ultraThin)}`);
});

test('a prescription over 2 years old and eyes more than 3.00 apart: confirmed with a tick before adding', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 12);
  await toPrescription(page, frame.handle);
  // 3.25 apart, both within what 1.50 lenses make, dated three years ago.
  await enterPrescription(page, { odSph: '-0.50', osSph: '-3.75', pd: '64', date: yearsAgo(3) });
  await addButton(page).click();

  const old = page.getByTestId('lens-error-confirmOld');
  const apart = page.getByTestId('lens-error-confirmDifference');
  await expect(old).toHaveText(
    'This prescription is more than 2 years old. Eyes change: a new eye test is best. Tick to confirm you want to use it.',
  );
  await expect(apart).toHaveText(
    'Your eyes are 3.25 apart (more than 3.00). Please check the prescription, then tick to confirm it is right.',
  );
  await expect(page.getByTestId('lens-errors')).toBeFocused();
  await expectNoSeriousAxeViolation(page);

  // Each tick's group is named by its warning, and the tick described by it: the two ticks' words
  // are the same, so a screen reader tells them apart by the warning each one confirms.
  const oldGroup = page.getByRole('group', { name: /more than 2 years old/ });
  const apartGroup = page.getByRole('group', { name: /apart \(more than 3\.00\)/ });
  await expect(oldGroup.getByRole('checkbox')).toHaveAccessibleDescription(/more than 2 years old/);
  await expect(apartGroup.getByRole('checkbox')).toHaveAccessibleDescription(/Your eyes are 3\.25 apart/);

  // One tick is not both: the other warning still holds the pair back.
  const ticks = page.getByRole('checkbox', { name: 'I have checked it: the prescription is right.' });
  await expect(ticks).toHaveCount(2);
  await ticks.first().check();
  await addButton(page).click();
  await expect(apart).toBeVisible();
  await expect(old).toHaveCount(0);
  await expect(cartBadge(page)).toHaveCount(0);
  // The tick given stays, named by what it confirms now that its warning is answered.
  await expect(
    page.getByRole('group', { name: 'The prescription is more than 2 years old.' }).getByRole('checkbox'),
  ).toBeChecked();

  await ticks.last().check();
  await addButton(page).click();
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByTestId('prescription-summary')).toContainText('Left eye (OS):SPH −3.75');
  await expect(page.getByTestId('prescription-summary')).toContainText(`Prescription date:${yearsAgo(3)}`);
});
