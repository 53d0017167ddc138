import { expect, test } from '@playwright/test';

/**
 * Catalog addresses spelt otherwise than the shop's own links spell them: a '%' in a type, a search
 * path in capitals or with a trailing slash, tracking parameters. Each gets the page it names, and
 * never another shopper's.
 */

test('a type with a % in it is a type the shop does not sell, not an error', async ({ request }) => {
  for (const path of ['/shop/50%25', '/ar/shop/50%25']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test('a type or shape the shop does not have is not indexed, nor named as an address to index; the ones it has are', async ({
  page,
}) => {
  const noindex = page.locator('meta[name="robots"][content="noindex"]');
  const addresses = page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]');
  for (const path of ['/shop/nonexistent', '/ar/shop/nonexistent', '/shape?shape=zzz', '/ar/shape?shape=(((']) {
    await page.goto(path);
    await expect(noindex, path).toHaveCount(1);
    await expect(addresses, path).toHaveCount(0);
  }
  for (const path of ['/shop/Sunglasses', '/shop/gender?query=female', '/shape?shape=round', '/ar/shape?shape=aviator']) {
    await page.goto(path);
    await expect(page.getByTestId('product-card').first(), path).toBeVisible();
    await expect(noindex, path).toHaveCount(0);
    await expect(addresses, path).toHaveCount(4);
  }
  // Nor are a search, a page that is not there, and a product that is not there.
  for (const path of ['/query?query=ray', '/nope', '/ar/nope', '/product/no-such-product']) {
    await page.goto(path);
    await expect(addresses, path).toHaveCount(0);
  }
});

test('a search is never answered from the page cache, however its path is spelt', async ({ request }) => {
  for (const path of ['/query?query=prada', '/Query?query=prada', '/query/?query=prada', '/ar/QUERY?query=prada']) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(second.headers()['x-page-cache'], path).not.toBe('hit');
    expect(second.headers()['cache-control'], path).toContain('no-store');
  }
});

test('the canonical and alternate addresses keep only what makes the page', async ({ page, baseURL }) => {
  await page.goto('/shop/gender?query=female&sort=price_low_high&utm_source=spam&panel=filter&show=99');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/shop/gender?query=female`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    'href',
    `${baseURL}/ar/shop/gender?query=female`,
  );
  // The gender is the page's, not a search: the header's search box stays empty.
  await expect(page.getByRole('combobox', { name: 'Search products' }).first()).toHaveValue('');

  await page.goto('/shop/Sunglasses?utm_source=spam&color=Gold');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/shop/Sunglasses`);

  // However a listing's address is spelt, it has the one the sitemap lists.
  await page.goto('/shop/sunglasses');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/shop/Sunglasses`);
  await page.goto('/ar/shop/Reading glass');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ar/shop/Reading-glass`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/shop/Reading-glass`);
});
