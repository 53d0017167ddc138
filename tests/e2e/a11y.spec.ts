import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const blocking = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
          expect(blocking).toEqual([]);
        });
      }
    }
  });
}
