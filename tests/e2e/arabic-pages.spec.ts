import { expect, test } from '@playwright/test';
import { signUp } from './account-helpers';
import { englishWords } from './arabic-helpers';
import { expectHydrated } from './hydration-helpers';
import { accountPages, publicPages } from './routes';

const PRODUCT = '/product/gucci-gg0162s-cat-eye-oversized-sunglasses';

test.describe('every page in Arabic', () => {
  for (const { path } of [...publicPages, { path: '/no-such-page' }]) {
    test(`/ar${path} is right to left with no English UI text`, async ({ page }) => {
      const response = await page.goto(`/ar${path === '/' ? '' : path}`);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await englishWords(page)).toEqual([]);
    });
  }

  test('signed-in pages are Arabic too', async ({ page }) => {
    // Signing up through the page's own request context leaves the page signed in.
    await signUp(page.request, 'Rania');
    // The sign-up's welcome toast was made by the English form; it shows (once) on the next page.
    await page.goto('/');
    for (const path of accountPages) {
      await page.goto(`/ar${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await englishWords(page), path).toEqual([]);
    }
  });
});

test('a client navigation to the Arabic home (the logo, or back after signing in) draws it, not the error page', async ({
  page,
}) => {
  await page.goto(`/ar${PRODUCT}`);
  await expectHydrated(page);
  // Its data is asked for at /ar.data, which the Arabic pages must answer as they answer /ar.
  const data = page.waitForResponse((response) => new URL(response.url()).pathname === '/ar.data');
  await page.locator('header').getByRole('link', { name: 'الصفحة الرئيسية لنظّارة' }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole('region', { name: 'مجموعات مختارة' })).toBeVisible();
});

test.describe('the language switch', () => {
  test('keeps the page and its query, both ways', async ({ page }) => {
    await page.goto('/shop/Sunglasses?sort=price_low_high&brand=Gucci');
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/ar\/shop\/Sunglasses\?sort=price_low_high&brand=Gucci$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('language-switch').first().click();
    await expect(page).toHaveURL(/\/shop\/Sunglasses\?sort=price_low_high&brand=Gucci$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('is in the header and the footer, named in the other language', async ({ page }) => {
    await page.goto(`/ar${PRODUCT}`);
    const switches = page.getByTestId('language-switch');
    await expect(switches).toHaveCount(2);
    await expect(switches.first()).toHaveAccessibleName('English');
    await page.goto(PRODUCT);
    await expect(page.getByTestId('language-switch').first()).toHaveAccessibleName('العربية');
  });
});

test.describe('search engines see both languages', () => {
  test('canonical and hreflang alternates on a product page', async ({ page, baseURL }) => {
    for (const [path, canonical] of [
      [PRODUCT, `${baseURL}${PRODUCT}`],
      [`/ar${PRODUCT}`, `${baseURL}/ar${PRODUCT}`],
    ]) {
      await page.goto(path!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical!);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}${PRODUCT}`);
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/ar${PRODUCT}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}${PRODUCT}`);
    }
  });

  test('the sitemap lists every page in both languages, from PUBLIC_URL whatever the Host', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}${PRODUCT}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/ar${PRODUCT}</loc>`);
    expect(xml).toContain(`hreflang="ar" href="${baseURL}/ar/shop"`);
    expect(xml).not.toContain('evil.example');
  });
});

test.describe('the message catalogue', () => {
  test('the page hydrates with its own messages and fetches the whole catalogue on the first interaction', async ({ page }) => {
    const catalogues: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/messages-[^/]+\.js$/.test(request.url())) catalogues.push(request.url());
    });
    await page.goto(`/ar${PRODUCT}`);
    const inline = JSON.parse((await page.locator('script#page-messages').textContent()) ?? '{}') as Record<string, unknown>;
    // Only what the page shows: a small part of the catalogue, in Arabic.
    expect(Object.keys(inline).length).toBeGreaterThan(20);
    expect(JSON.stringify(inline)).toContain('أضف إلى السلة');
    await page.waitForLoadState('networkidle');
    expect(catalogues).toEqual([]);

    // Another page's words were not sent; after the first interaction a client-side visit shows them.
    await page.getByRole('link', { name: 'اتصل بنا' }).first().click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(page.getByRole('button', { name: 'إرسال الرسالة' })).toBeVisible();
    expect(catalogues).toHaveLength(1);
  });
});
