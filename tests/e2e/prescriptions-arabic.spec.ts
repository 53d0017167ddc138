import { expect, test } from '@playwright/test';
import { signUp, toast } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';

/** My Prescriptions in Arabic, under /ar: the words and messages a shopper reads there (app/locales/ar/messages.po). */
const AR = {
  tab: 'وصفاتي الطبية',
  add: 'إضافة وصفة',
  name: 'الاسم',
  date: 'تاريخ فحص النظر',
  right: 'العين اليمنى (OD)',
  left: 'العين اليسرى (OS)',
  sph: 'SPH (الكروية)',
  pd: 'PD (مم)',
  save: 'حفظ الوصفة',
  saved: 'تم حفظ الوصفة.',
  chooseSph: 'العين اليسرى (OS): اختر قيمة SPH (الكروية).',
  upload: 'ملف الوصفة (JPEG أو PNG أو PDF، حتى 10 ميغابايت)',
  notAnImage: 'هذا الملف ليس JPEG أو PNG أو PDF.',
};

test('a prescription is saved in Arabic, right to left, with Arabic messages', async ({ page }) => {
  await signUp(page.request, 'Mariam');
  await page.goto('/ar/profile');
  await page.getByRole('link', { name: AR.tab }).click();
  await expect(page).toHaveURL(/\/ar\/profile\?activetab=prescriptions$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousAxeViolation(page);

  await page.getByLabel(AR.upload).setInputFiles({ name: 'وصفة.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await page.getByRole('button', { name: 'رفع', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: AR.notAnImage })).toBeVisible();

  await page.getByRole('link', { name: AR.add }).click();
  await page.getByLabel(AR.name, { exact: true }).fill('نظارتي');
  await page.getByLabel(AR.date).fill('2025-10-01');
  await page.getByRole('group', { name: AR.right }).getByLabel(AR.sph).selectOption('-1.00');
  await page.getByLabel(AR.pd).selectOption('62');
  await page.getByRole('button', { name: AR.save }).click();
  await expect(page.getByText(AR.chooseSph)).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('group', { name: AR.left }).getByLabel(AR.sph).selectOption('-1.25');
  await page.getByRole('button', { name: AR.save }).click();
  await expect(toast(page, AR.saved)).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'نظارتي' }) });
  await expect(card).toContainText('SPH −1.00');
  await expect(card).toContainText('SPH −1.25');
  await expectNoSeriousAxeViolation(page);

  // One PD per eye reads with the Arabic eye words, right to left.
  const dual = await page.request.post('/ar/api/prescriptions', {
    data: {
      name: 'للقراءة',
      date: '2025-10-01',
      right: { sph: 0 },
      left: { sph: 0 },
      pd: { kind: 'dual', right: 31.5, left: 32 },
    },
  });
  expect(dual.status()).toBe(201);
  await page.reload();
  const reading = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'للقراءة' }) });
  await expect(reading).toContainText('يمين 31.5 / يسار 32');
});
