import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { choose, findFrame, openLensSteps } from './lenses-helpers';

test('in Arabic, right to left: prescription sun lenses on sunglasses, sent later', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await findFrame(request, 'Sunglasses');
  await page.goto(`/ar/product/${frame.handle}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openLensSteps(page);
  const title = page.getByTestId('lens-step-title');
  await expect(title).toHaveText('الاستخدام');
  await expectNoSeriousAxeViolation(page);

  // Sunglasses take prescription usages only.
  await expect(page.locator('label[for="lens-usage-frame-only"]')).toHaveCount(0);
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(title).toHaveText('باقة العدسات');
  await choose(page, 'coating', 'Polarised grey');
  await expect(page.getByTestId('lens-total')).toContainText('د.إ.');
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(title).toHaveText('الوصفة الطبية');
  await choose(page, 'rx', 'later');
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('lens-selector').getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();

  await page.goto('/ar/cart');
  await expect(page.getByTestId('pair-label')).toHaveText('إطار + عدسات');
  await expect(page.getByTestId('prescription-summary')).toHaveText('الوصفة الطبية: سترسلها بعد الطلب.');
  await expectNoSeriousAxeViolation(page);
});

test('in Arabic: an upload in the lens steps, refused in Arabic by the server, then taken', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await findFrame(request, 'Eyeglasses', 8);
  await page.goto(`/ar/product/${frame.handle}`);
  await openLensSteps(page);
  await choose(page, 'usage', 'single-vision');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await choose(page, 'rx', 'upload');
  const input = page.locator('#lens-upload-file');
  await input.setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') });
  await expect(page.getByTestId('lens-error-upload')).toHaveText(
    'هذا الملف ليس JPEG أو PNG أو PDF. ارفع صورة أو مسحًا ضوئيًا لوصفتك بإحدى هذه الصيغ.',
  );
  await expectNoSeriousAxeViolation(page);
  await input.setInputFiles({
    name: 'rx.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(page.getByTestId('lens-upload-status')).toHaveText('تم الرفع: rx.pdf');
  await page.getByTestId('lens-selector').getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page.getByTestId('lens-view-cart')).toBeVisible();
  await page.goto('/ar/cart');
  await expect(page.getByTestId('prescription-summary')).toHaveText('الوصفة الطبية: ملف مرفوع rx.pdf');
});
