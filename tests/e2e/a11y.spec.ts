import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { publicPages } from './routes';

const widths = [390, 1366];

/** Every page in English, and in Arabic under /ar (right to left). */
const prefixes = ['', '/ar'];

for (const width of widths) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const prefix of prefixes) {
      for (const { path } of [...publicPages, { path: '/no-such-page' }]) {
        const url = prefix && path === '/' ? prefix : prefix + path;
        test(`${url} has no serious or critical axe violation`, async ({ page }) => {
          await page.goto(url);
          await expectNoSeriousAxeViolation(page);
        });
      }
    }
  });
}

/**
 * The page paints before its JavaScript arrives (and some shoppers have none): what is on screen
 * then must be usable too. Here the scripts never come.
 */
for (const url of [
  '/product/gucci-gg0162s-cat-eye-oversized-sunglasses',
  '/ar/product/gucci-gg0162s-cat-eye-oversized-sunglasses',
]) {
  test(`${url} before hydration has no serious or critical axe violation at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.route(/\/assets\/[\w.-]+\.js$/, (route) => route.abort());
    await page.goto(url);
    await expect(page.getByRole('button', { name: /Show picture 2|عرض الصورة 2/ })).toBeDisabled();
    await expectNoSeriousAxeViolation(page);
  });
}
