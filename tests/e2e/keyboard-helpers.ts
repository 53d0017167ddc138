import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page,
 * and fails when it never does within `limit` presses: the target must be reachable in tab order.
 * Counting exact presses would tie the test to every link in the header; order checks that matter
 * are made with single presses in the tests themselves.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

