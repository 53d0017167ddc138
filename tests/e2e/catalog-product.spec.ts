import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1366, height: 900 } });

const LENSES = '/product/acuvue-moist-1-day-contact-lenses';
const SAFETY = '/product/bolle-safety-bos165-anti-fog-safety-glasses';

test('choosing a pack changes the price and the URL', async ({ page }) => {
  await page.goto(LENSES);
  const price = page.getByTestId('product-price');
  await expect(price).toContainText('AED 125.00');
  await expect(page.getByRole('radio', { name: '-0.50' })).toBeChecked();
  await page.getByText('90 lenses', { exact: true }).click();
  await expect(price).toContainText('AED 340.00');
  await expect(page).toHaveURL(/Pack=90\+lenses/);
  await expect(page).toHaveURL(/variant=\d+/);
  await page.reload();
  await expect(page.getByTestId('product-price')).toContainText('AED 340.00');
});

test('an option with over 10 values shows 10, then Load More / Show Less', async ({ page }) => {
  await page.goto(LENSES);
  const power = page.getByTestId('option-Power');
  await expect(power.getByRole('radio')).toHaveCount(10);
  await power.getByRole('button', { name: 'Load More' }).click();
  expect(await power.getByRole('radio').count()).toBeGreaterThan(10);
  await power.getByRole('button', { name: 'Show Less' }).click();
  await expect(power.getByRole('radio')).toHaveCount(10);
});

test('choosing a colour updates the stock badge, the image and the URL; quantity is bounded', async ({ page }) => {
  await page.goto(SAFETY);
  const main = page.getByTestId('main-media');
  await expect(main).toHaveAttribute('data-media-url', /navy-front/);
  await expect(page.getByTestId('stock-badge')).toHaveCount(0);
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  await page.getByText('Matte Black', { exact: true }).click();
  await expect(page).toHaveURL(/Color=Matte\+Black/);
  await expect(page.getByTestId('stock-badge')).toHaveText('Only one left in stock');
  await expect(main).toHaveAttribute('data-media-url', /matte-black-front/);
  await expect(page.getByTestId('quantity')).toHaveText('1');
  await expect(plus).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeEnabled();
});

test('hovering a thumbnail switches the main picture', async ({ page }) => {
  await page.goto('/product/gucci-gg0162s-cat-eye-oversized-sunglasses');
  await page.getByRole('button', { name: 'Show picture 3' }).hover();
  await expect(page.getByTestId('main-media')).toHaveAttribute('data-media-url', /three-quarter/);
  await page.getByRole('button', { name: /Play video/ }).focus();
  await expect(page.getByTestId('main-media').locator('video')).toHaveCount(1);
});

test('a sold-out product cannot be added', async ({ page }) => {
  await page.goto('/product/ray-ban-rb2616-oval-vintage-sunglasses');
  await expect(page.getByTestId('stock-badge')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeDisabled();
});

test('prices, instalments, details, carousels and SEO', async ({ page }) => {
  await page.goto('/product/gucci-gg0162s-cat-eye-oversized-sunglasses');
  await expect(page.getByTestId('brand')).toHaveText('Gucci');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Sunglasses');
  const instalments = page.getByTestId('instalments');
  await expect(instalments).toContainText('Split 4 payments');
  await expect(instalments.getByTestId('instalment-amount')).toHaveText('AED 650.00');
  await expect(instalments.getByRole('img', { name: 'tabby' })).toBeVisible();
  await expect(instalments.getByRole('img', { name: 'tamara' })).toBeVisible();
  await expect(page.getByTestId('attributes')).toContainText('Frame Shape');
  await expect(page.getByRole('heading', { name: 'Similar Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/product\/gucci-gg0162s-cat-eye-oversized-sunglasses$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Gucci GG0162S/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
    '@type': string;
    offers: { priceCurrency: string }[];
  };
  expect(ld['@type']).toBe('Product');
  expect(ld.offers[0]!.priceCurrency).toBe('AED');
});

test('a product with a compare-at price shows was, now and you save', async ({ page }) => {
  await page.goto(LENSES);
  await expect(page.getByTestId('you-save')).toContainText(/You save AED [\d,.]+ \(\d+% off\)/);
});

test('an unknown handle is a 404 with No product available', async ({ page }) => {
  const response = await page.goto('/product/no-such-frame');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No product available' })).toBeVisible();
});
