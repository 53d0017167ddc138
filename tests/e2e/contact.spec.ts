import { expect, test } from '@playwright/test';

test('the contact form only shows the alert and sends nothing', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('Monday to Friday 9:00-17:00').first()).toBeVisible();
  await page.getByLabel('Full name').fill('Layla Haddad');
  await page.getByLabel('Email').fill('layla@example.com');
  await page.getByLabel('Phone').fill('+971501234567');
  await page.getByLabel('Message').fill('Do you have the RB3025 in gold?');

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url());
  });
  const alerts: string[] = [];
  page.once('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => alerts).toEqual(['alert: Message sent successfully!']);
  await expect(page.getByRole('status')).toHaveText('Message sent successfully!');
  await expect(page.getByLabel('Full name')).toHaveValue('');
  expect(posts).toEqual([]);
});

test('the form checks nothing, not even the email’s shape (SPEC §5)', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill('abc');
  const alerts: string[] = [];
  page.once('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => alerts).toEqual(['Message sent successfully!']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still answers', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full name').fill('Omar');
    // A message of several lines: the form's one multi-line field.
    await page.getByLabel('Message').fill('My frames arrived.\nThe case is missing.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText('Message sent successfully!');
  });
});
