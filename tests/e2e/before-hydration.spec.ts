import { expect, test } from '@playwright/test';
import { expectHydrated } from './hydration-helpers';

test.use({ viewport: { width: 1366, height: 900 } });

const SAFETY = '/product/bolle-safety-bos165-anti-fog-safety-glasses';

/**
 * The page paints before its JavaScript arrives (app/server/first-paint.server). Here the hydration
 * is held back until the test lets it go: what only works with JavaScript is disabled meanwhile, and
 * an option chosen in that window is taken up once the page hydrates.
 */
test('before hydration, script-only buttons wait disabled and a chosen option is kept', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(SAFETY, { waitUntil: 'domcontentloaded' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  const secondPicture = page.getByRole('button', { name: 'Show picture 2' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(plus).toBeDisabled();
  await expect(secondPicture).toBeDisabled();
  await page.getByText('Matte Black', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Matte Black' })).toBeChecked();
  await expect(page.getByTestId('stock-badge')).toHaveCount(0);

  release();
  await expectHydrated(page);
  await expect(secondPicture).toBeEnabled();
  await expect(page).toHaveURL(/Color=Matte\+Black/);
  await expect(page.getByTestId('stock-badge')).toHaveText('Only one left in stock');
  await expect(page.getByTestId('main-media')).toHaveAttribute('data-media-url', /matte-black-front/);
  await expect(page.getByRole('radio', { name: 'Matte Black' })).toBeChecked();
});
