import { expect, test } from '@playwright/test';
import { DEMO, logInAs } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';

for (const width of [390, 1366]) {
  test.describe(`account pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/login', '/register']) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        await expectNoSeriousAxeViolation(page);
        // With the messages showing too.
        await page.getByRole('button', { name: path === '/login' ? 'Login' : 'Create Account' }).click();
        await expectNoSeriousAxeViolation(page);
      });
    }

    test('every profile tab has no serious or critical axe violation', async ({ page }) => {
      // Six pages, each with a full axe run: more than one page's time on a busy machine.
      test.setTimeout(120_000);
      await logInAs(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/$/);
      for (const tab of ['dashboard', 'address', 'add-address', 'order']) {
        await page.goto(`/profile?activetab=${tab}`);
        await expectNoSeriousAxeViolation(page);
      }
      await page.goto('/profile?activetab=address');
      await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
      await expect(page).toHaveURL(/activetab=edit-address/);
      await expectNoSeriousAxeViolation(page);
      await page.goto('/profile?activetab=order');
      await page.getByRole('link', { name: /#1001/ }).click();
      await expect(page).toHaveURL(/activetab=ordersummary/);
      await expectNoSeriousAxeViolation(page);
    });
  });
}
