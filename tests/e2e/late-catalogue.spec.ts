import { expect, test, type Page } from '@playwright/test';
import { signUp, toast } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { expectHydrated } from './hydration-helpers';

/**
 * A page carries only its own messages inline; the whole catalogue (`messages-*.js`) is fetched on
 * the shopper's first interaction. A form reached by a client-side navigation can render before it
 * arrives (its words appear when it does). Its checks in the browser must then speak in words too:
 * made once when the form first rendered, they had kept empty messages (no toast, no text under the
 * field), as seen once in account-arabic.spec.ts when the route's data beat the catalogue.
 */
async function holdCatalogue(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/messages-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('an address form reached before the catalogue names its broken fields once it comes', async ({ page }) => {
  await signUp(page.request, 'Mariam');
  const release = await holdCatalogue(page);
  await page.goto('/profile?activetab=address');
  // Hydrated, so the link click is a client-side navigation, not a new document.
  await expectHydrated(page);
  await page.getByRole('link', { name: 'Add Address', exact: true }).click();
  await expect(page).toHaveURL(/activetab=add-address$/);
  // The form is there, its words not yet (they render as nothing until the catalogue comes).
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  release();
  const main = page.getByRole('main');
  await main.getByLabel('First name', { exact: true }).fill('Mary2');
  await main.getByLabel('Postal code', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(toast(page, 'First name must only contain letters.')).toContainText('Error : firstName');
  await expect(main.getByLabel('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/activetab=add-address$/);
  await expectNoSeriousAxeViolation(page);
});

test('the login form reached before the catalogue says what is missing', async ({ page }) => {
  const release = await holdCatalogue(page);
  await page.goto('/');
  await expectHydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  release();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expectNoSeriousAxeViolation(page);
});
