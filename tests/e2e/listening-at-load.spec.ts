import { expect, test } from '@playwright/test';

const reactListens = () => Object.keys(document).some((key) => key.startsWith('_reactListening'));

/**
 * The hydration starts after the first paint (app/server/first-paint.server), yet before the load
 * event, which waits for it: a shopper or a test acting at `load` finds React listening, so a form
 * sent then goes through the app. Pages without pictures fire `load` before their first frame, the
 * case that once let the login post the no-JavaScript way.
 */
for (const path of ['/login', '/ar/login', '/product/gucci-gg0162s-cat-eye-oversized-sunglasses']) {
  test(`React listens by the load event on ${path}`, async ({ page }) => {
    for (let load = 0; load < 3; load++) {
      await page.goto(path);
      expect(await page.evaluate(reactListens)).toBe(true);
    }
  });
}
