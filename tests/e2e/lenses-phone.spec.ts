import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { choose, findFrame, openLensSteps } from './lenses-helpers';

/**
 * Issue 11: the lens steps work on a 390 px phone. The product page's fixed buy bar (the frame
 * alone, at the frame's price) gives way while the steps are open, so the running total of frame +
 * lenses is what the shopper sees at the bottom of the screen, uncovered.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** True when the element's middle is the element itself (or inside it), not something drawn over it. */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });

test('on a phone the running total replaces the frame’s buy bar while the lens steps are open', async ({ page, request }) => {
  test.setTimeout(240_000);
  const frame = await findFrame(request, 'Eyeglasses', 19);
  await page.goto(`/product/${frame.handle}`);
  const buyBar = page.getByTestId('mobile-buy-bar');
  await expect(buyBar).toBeVisible();

  await openLensSteps(page);
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(buyBar).toBeHidden();
  const total = page.getByTestId('lens-total');
  await expect(total).toBeInViewport();
  expect(await uncovered(total)).toBe(true);
  await expectNoSeriousAxeViolation(page);

  // Cancel says the steps are open, and closes them: the frame's own bar is back, and the opener says they are closed.
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toHaveAttribute('aria-expanded', 'true');
  await expect(cancel).toHaveAttribute('aria-controls', 'lens-steps');
  await expect(page.locator('#lens-steps')).toBeVisible();
  await cancel.click();
  await expect(buyBar).toBeVisible();
  await expect(page.getByTestId('select-lenses-open')).toHaveAttribute('aria-expanded', 'false');
});
