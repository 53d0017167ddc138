import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { PRODUCT, TRY_ON_DIALOG } from './tryon-helpers';

test.use({ viewport: { width: 1366, height: 900 } });
// The model loads and searches the picture on a shared machine's CPU.
test.setTimeout(120_000);

test('in Arabic the try-on reads right to left, says it found no face in Arabic, and axe passes', async ({ page }) => {
  await page.goto(`/ar${PRODUCT}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // A picture the shop itself draws: a pair of sunglasses and no face.
  const noFace = await page.getByTestId('main-media').screenshot();

  await page.getByRole('button', { name: 'جرّبها' }).click();
  const dialog = page.getByRole('dialog', { name: 'التجربة الافتراضية' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('direction', 'rtl');
  await expect(dialog.getByRole('button', { name: 'إغلاق التجربة الافتراضية' })).toBeFocused();

  await page.getByTestId('try-on-file').setInputFiles({ name: 'sunglasses.png', mimeType: 'image/png', buffer: noFace });
  await expect(page.getByTestId('try-on-stage')).toHaveAttribute('data-state', 'no-face', { timeout: 60_000 });
  await expect(page.getByTestId('try-on-notice')).toHaveText('لم نتمكن من العثور على وجه. انظر إلى الكاميرا في إضاءة جيدة.');
  await expectNoSeriousAxeViolation(page, TRY_ON_DIALOG);
});
