import { expect, test } from '@playwright/test';

const SHAPES = ['round', 'rectangle', 'cat-eye', 'aviator', 'geometric', 'square', 'oval', 'semi-cateye'];
const BRANDS = [
  'D&G',
  'Burberry',
  'Gucci',
  'Tiffany',
  'Vogue',
  'Armani Exchange',
  'Versace',
  'Ray-Ban',
  'Prada',
  'Oakley',
  'Amara',
  'Michael Kors',
];

test.describe('home (desktop)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('sections come in the SPEC order with their texts', async ({ page }) => {
    await page.goto('/');
    // Section headings, leaving out the hero's slide titles.
    const headings = await page
      .locator('main h2')
      .evaluateAll((els) =>
        els
          .filter((el) => !el.closest('[data-testid="hero"]') && el.getClientRects().length > 0)
          .map((el) => el.textContent ?? ''),
      );
    const order = ['Pick your Shape', 'Category', 'Contact Lenses', 'Sunglasses', 'Pick your Brand', 'Explore Our Products'];
    const positions = order.map((title) => headings.findIndex((h) => h.trim() === title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.getByTestId('hero')).toBeVisible();
    const promo = page.getByTestId('promo-card');
    await expect(promo).toContainText('BUY 1 GET 2ND');
    await expect(promo).toContainText('50% OFF');
    await expect(promo.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/query?query=');
  });

  test('the hero has 3 slides, wraps with next/previous and dots', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByTestId('hero');
    await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    const active = () => hero.locator('[data-active="true"]').getAttribute('aria-label');
    expect(await active()).toBe('1 of 3');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    expect(await active()).toBe('3 of 3');
    await hero.getByRole('button', { name: 'Go to slide 2' }).click();
    expect(await active()).toBe('2 of 3');
    await expect(hero).toHaveCSS('height', '450px');
  });

  test('the hero advances by itself every 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.mouse.move(0, 800);
    const hero = page.getByTestId('hero');
    await expect(hero.locator('[data-active="true"]')).toHaveAttribute('aria-label', '1 of 3');
    await page.clock.runFor(5100);
    await expect(hero.locator('[data-active="true"]')).toHaveAttribute('aria-label', '2 of 3');
  });

  test('8 shapes link to /shape?shape={id}', async ({ page }) => {
    await page.goto('/');
    const links = page.getByTestId('shape-picker').getByRole('link');
    await expect(links).toHaveCount(8);
    for (const [i, id] of SHAPES.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/shape?shape=${id}`);
    await links.nth(0).click();
    await expect(page).toHaveURL(/\/shape\?shape=round$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('the desktop category grid links the six shops', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByTestId('category-desktop');
    await expect(grid.getByRole('heading', { name: 'Category' })).toBeVisible();
    const hrefs = await grid.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/shop/Sunglasses',
      '/shop/Eyeglasses',
      '/shop/ContactLenses',
      '/shop/Clip-on',
      '/shop/Reading-glass',
      '/shop/Safety-glass',
    ]);
  });

  test('12 brands, none clickable; carousels say View Product and link View all to /shop', async ({ page }) => {
    await page.goto('/');
    const brands = page.getByTestId('brand-grid');
    await expect(brands.getByRole('listitem')).toHaveText(
      BRANDS.map((b) => new RegExp(b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')),
    );
    await expect(brands.getByRole('link')).toHaveCount(0);
    const explore = page.locator('section', { has: page.getByRole('heading', { name: 'Explore Our Products' }) });
    await expect(explore.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/shop');
    await expect(
      explore
        .getByTestId('product-card')
        .first()
        .getByRole('link', { name: /View Product/ }),
    ).toBeVisible();
  });

  test('carousel arrows scroll 400 px', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Explore Our Products' }) });
    const track = section.getByTestId('carousel-track');
    await section.getByRole('button', { name: /right/ }).click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(390);
  });
});

test.describe('home (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Frames list reaches reading and safety glasses through links with spaces', async ({ page }) => {
    await page.goto('/');
    const list = page.getByTestId('category-mobile');
    await expect(list.getByRole('heading', { name: 'Frames' })).toBeVisible();
    await expect(page.getByTestId('category-desktop')).toBeHidden();
    await list.getByRole('link', { name: 'Reading Glasses' }).click();
    await expect(page).toHaveURL(/\/shop\/Reading(%20| )glass$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reading Glasses' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto('/shop/Safety glass');
    await expect(page.getByRole('heading', { level: 1, name: 'Safety Glasses' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
