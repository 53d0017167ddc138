import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { cartBadge } from './cart-helpers';
import { tabTo } from './keyboard-helpers';
import { aed, findFrame, lensPrice } from './lenses-helpers';

/**
 * Issue 11: the 'Select lenses' stepper is keyboard complete and manages the focus. A shopper
 * walks from the product page to the cart with the keyboard alone: Tab and Shift+Tab between
 * controls, arrows within a radio group, Enter and Space to press, type-ahead in the selects; each
 * step's title takes the focus when the step opens.
 */

test('keyboard only: the lens steps from the product page to the cart, the focus on each step’s title', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 10);
  const lenses = await lensPrice(request, 'lenses-single-vision', '1.60 / Blue-light filter');
  await page.goto(`/product/${frame.handle}`);
  await page.locator('[data-testid="select-lenses"][data-hydrated]').waitFor();

  const opener = page.getByTestId('select-lenses-open');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const title = page.getByTestId('lens-step-title');
  await expect(title).toHaveText('Usage', { timeout: 30_000 });
  await expect(title).toBeFocused();

  // Continue with no usage: the message takes the focus, and Tab goes on to the choices.
  const usage = (id: string) => page.locator(`#lens-usage-${id}`);
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lens-errors')).toBeFocused();
  await expectNoSeriousAxeViolation(page);
  await page.keyboard.press('Tab');
  await expect(usage('single-vision')).toBeFocused();
  // Arrows move within the group and choose as they go; Space chooses the focused one.
  await page.keyboard.press('ArrowDown');
  await expect(usage('reading')).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(usage('single-vision')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(usage('single-vision')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Lens package');
  await expect(title).toBeFocused();

  // The package: one tab stop per group, the arrows change the thickness and the coating.
  await page.keyboard.press('Tab');
  await expect(page.locator('#lens-index-1_50')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#lens-index-1_60')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.locator('#lens-coating-Anti-reflective')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#lens-coating-Blue-light_filter')).toBeChecked();
  await expect(page.getByTestId('lens-total')).toContainText(aed(frame.price + lenses));

  // Back by keyboard keeps the answers, and its step's title takes the focus again.
  const back = page.getByRole('button', { name: 'Back' });
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#lens-coating-Blue-light_filter')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Usage');
  await expect(title).toBeFocused();
  await expect(usage('single-vision')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Lens package');
  await expect(title).toBeFocused();
  await expect(page.locator('#lens-index-1_60')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(title).toHaveText('Prescription');
  await expect(title).toBeFocused();

  // The prescription: 'Enter it' is chosen; the selects take type-ahead, the date its digits.
  await page.keyboard.press('Tab');
  await expect(page.locator('#lens-rx-enter')).toBeFocused();
  await expect(page.locator('#lens-rx-enter')).toBeChecked();
  await tabTo(page, page.locator('#lens-odSph'));
  await page.keyboard.type('+1.5');
  await expect(page.locator('#lens-odSph')).toHaveValue('+1.50');
  await tabTo(page, page.locator('#lens-osSph'));
  await page.keyboard.type('+1.2');
  await expect(page.locator('#lens-osSph')).toHaveValue('+1.25');
  await tabTo(page, page.locator('#lens-pd'));
  await page.keyboard.type('63');
  await expect(page.locator('#lens-pd')).toHaveValue('63');
  await page.keyboard.press('Tab');
  await expect(page.locator('#lens-date')).toBeFocused();
  // Chromium's date field in en-US: month, day and year, each moving on when full.
  await page.keyboard.type('11032025');
  await expect(page.locator('#lens-date')).toHaveValue('2025-11-03');
  await expectNoSeriousAxeViolation(page);

  const add = page.getByTestId('lens-selector').getByRole('button', { name: 'Add To Cart' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const viewCart = page.getByTestId('lens-view-cart');
  // The pair is in: the focus goes on to 'View in Cart' (the button it left was disabled while posting).
  await expect(viewCart).toBeFocused();
  await expect(cartBadge(page)).toHaveText('1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  const item = page.getByTestId('cart-line');
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('pair-lenses')).toContainText('1.60 / Blue-light filter');
  await expect(item.getByTestId('prescription-summary')).toContainText('Right eye (OD):SPH +1.50');
  await expect(item.getByTestId('prescription-summary')).toContainText('Left eye (OS):SPH +1.25');
  await expect(item.getByTestId('line-cost')).toHaveText(`Cost : ${aed(frame.price + lenses)}`);
});
