import { expect, test } from '@playwright/test';
import { expectHydrated } from './hydration-helpers';
import { accountPages, publicPages } from './routes';

test.describe('server-rendered routes', () => {
  for (const { path, text } of publicPages) {
    test(`${path} answers HTML with its content`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(text.replace('&', '&amp;'));
      expect(html).toContain('Nazzara');
    });
  }

  test('a page hydrates in the browser', async ({ page }) => {
    await page.goto('/category');
    await expectHydrated(page);
  });

  test('an unknown path shows the 404 page with a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of accountPages) {
    test(`${path} sends a visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    });
  }
});
