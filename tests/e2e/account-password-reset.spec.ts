import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD, toast, uniqueIp } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';

/**
 * A forgotten password: the login page leads to the request for a link, and the link's page sets a
 * new one. The link itself is emailed (the local engine keeps it in its database, which this server
 * holds open): the integration test app/server/account/password-reset.integration.test.ts follows a
 * real one; here a made-up link shows how a used or expired one is answered.
 */

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() } });

test('the login page leads to a reset link, asked for without saying which emails have accounts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/account\/recover$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  for (const email of [DEMO.email, 'nobody-at-all@example.com']) {
    await page.goto('/account/recover');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toContainText(
      `If an account exists for ${email}, we have sent it a link to reset the password. The link works for 24 hours.`,
    );
  }
  await expectNoSeriousAxeViolation(page);
});

test('a used or made-up link says so and offers a new one; the form checks the password first', async ({ page }) => {
  const response = await page.goto(`/account/reset/1/${'f'.repeat(64)}`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(toast(page, 'This link to reset your password is invalid or has expired. Ask for a new one below.')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new one' }).click();
  await expect(page).toHaveURL(/\/account\/recover$/);
});

test('in Arabic, and without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() } });
  const page = await context.newPage();
  await page.goto('/ar/login');
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page).toHaveURL(/\/ar\/account\/recover$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('البريد الإلكتروني').fill(DEMO.email);
  await page.getByRole('button', { name: 'أرسل الرابط' }).click();
  await expect(page.getByRole('status')).toContainText('فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور');
  await expect(page.getByRole('status')).toContainText(DEMO.email);

  await page.goto(`/ar/account/reset/1/${'f'.repeat(64)}`);
  await page.getByLabel('كلمة المرور الجديدة').fill(PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByRole('alert')).toContainText('رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته.');
  await context.close();
});
