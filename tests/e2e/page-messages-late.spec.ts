import { expect, test } from '@playwright/test';
import { startHeldProxy } from './held-proxy';
import { expectHydrated } from './hydration-helpers';

const MESSAGES = '<script type="application/json" id="page-messages"';

/**
 * A page's own messages come at the end of its body, after the data it streams. When that end is
 * slow (a slow loader's data, a slow link), the hydration must still find them: it waits for the
 * whole document. Here a proxy holds the end of the home page back for two seconds while the
 * whole catalogue is never sent, so a hydration that ran early would leave every text empty.
 */
test('a page whose end comes late hydrates with its own words', async ({ page, baseURL }) => {
  const proxy = await startHeldProxy(baseURL!, (path, body) => (path === '/' ? body.indexOf(MESSAGES) : -1), 2000);
  try {
    await page.route(/\/assets\/messages-[\w-]+\.js$/, () => {});
    await page.goto(`${proxy.origin}/`);
    await expectHydrated(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer Sunglasses');
  } finally {
    await proxy.close();
  }
});
