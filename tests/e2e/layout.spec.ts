import { expect, test, type Page } from '@playwright/test';

async function expectArrived(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator('h1').first()).toBeVisible();
}

test.describe('header', () => {
  test('the logo leads home', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Nazzara home' }).click();
    await expectArrived(page, /\/$/);
  });

  test('the search box submits to the results page', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' }).first();
    await search.fill('aviator gold');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/query\?query=aviator(\+|%20)gold$/);
  });

  test('the contact, account and cart icons lead to their pages', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Contact' }).click();
    await expectArrived(page, /\/contact$/);
    await account.getByRole('link', { name: 'Log in' }).click();
    await expectArrived(page, /\/login$/);
    await account.getByRole('link', { name: 'Cart' }).click();
    await expectArrived(page, /\/cart$/);
  });

  const nav = [
    ['Home', /\/$/],
    ['Eyeglasses', /\/shop\/Eyeglasses$/],
    ['Contact Lenses', /\/shop\/ContactLenses$/],
    ['Sunglasses', /\/shop\/Sunglasses$/],
    ['Men', /\/shop\/gender\?query=male$/],
    ['Women', /\/shop\/gender\?query=female$/],
    ['Unisex', /\/shop\/gender\?query=unisex$/],
  ] as const;
  for (const [label, url] of nav) {
    test(`nav link ${label}`, async ({ page }) => {
      await page.goto('/offer');
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
      await link.click();
      await expectArrived(page, url);
      await expect(link).toHaveAttribute('aria-current', 'page');
    });
  }
});

test.describe('footer', () => {
  const columns = {
    'Customer care': [
      ['Contact us', /\/contact$/],
      ['My account', /\/login$/],
      ['Privacy policy', /\/privacy-policy$/],
      ['Terms & conditions', /\/terms-and-conditions$/],
      ['Shipping & delivery', /\/shipping-delivery$/],
      ['Return policy', /\/return-policy$/],
    ],
    Categories: [
      ['Sunglasses', /\/shop\/Sunglasses$/],
      ['Eyeglasses', /\/shop\/Eyeglasses$/],
      ['Contact Lenses', /\/shop\/ContactLenses$/],
      ['Clip-on', /\/shop\/Clip-on$/],
      ['Reading glasses', /\/shop\/Reading-glass$/],
      ['Safety glasses', /\/shop\/Safety-glass$/],
    ],
  } as const;
  for (const [column, links] of Object.entries(columns)) {
    for (const [label, url] of links) {
      test(`${column}: ${label}`, async ({ page }) => {
        await page.goto('/offer');
        await page.getByRole('navigation', { name: column }).getByRole('link', { name: label }).click();
        await expectArrived(page, url);
      });
    }
  }

  test('social links, payment logos and the current year', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('navigation', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const payments = page.getByRole('list', { name: 'Payment methods' });
    for (const name of ['Visa', 'Mastercard', 'Apple Pay']) {
      await expect(payments.getByRole('img', { name })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Nazzara`);
  });
});

test.describe('mobile bottom bar', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [label, url] of [
    ['Offer', /\/offer$/],
    ['Category', /\/category$/],
    ['Cart', /\/cart$/],
    ['Home', /\/$/],
  ] as const) {
    test(`${label}`, async ({ page }) => {
      await page.goto('/contact');
      const bar = page.getByRole('navigation', { name: 'Quick links' });
      await expect(bar).toBeVisible();
      await bar.getByRole('link', { name: label }).click();
      await expectArrived(page, url);
    });
  }

  test('is hidden on a desktop screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  });
});

test('a new page starts at the top; back restores the old position', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);
  await page.getByRole('navigation', { name: 'Customer care' }).getByRole('link', { name: 'Return policy' }).click();
  await expect(page).toHaveURL(/\/return-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});
