import { expect, test } from '@playwright/test';
import { layoutShift, watchLayoutShift } from './layout-shift';

/**
 * Tajawal swaps in (font-display: swap) over a system font sized to take its room
 * (app/arabic-fallback.css): when the font comes after the first paint, the Arabic pages barely move.
 * Without the sized fallback the swap moved product cards and wrapped text anew (measured here: 0.17
 * on the home page, 0.02 on the shop, 0.06 on a product page). A paragraph's lines can still break
 * at another word, as one on the home page does (0.013-0.017, as the three weights arrive together
 * or apart): the limit leaves room for that line.
 */
const PAGES = ['/ar', '/ar/shop/Sunglasses', '/ar/product/gucci-gg0162s-cat-eye-oversized-sunglasses', '/ar/cart'];

for (const path of PAGES) {
  test(`the Arabic font's late arrival hardly moves ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await watchLayoutShift(page);
    let fontsHeld = 0;
    await page.route(/\.woff2$/, async (route) => {
      fontsHeld++;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    // The text is drawn in Tajawal now, after the page had painted without it.
    expect(fontsHeld).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.fonts.check('700 16px Tajawal', 'نظارات'))).toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}
