import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';

/** Issue 12's results page and header suggestions, in English (search-arabic.spec.ts has Arabic). */
test.use({ viewport: { width: 1366, height: 900 } });

const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');
const count = async (page: Page) => Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0]);
const prices = async (page: Page) =>
  (await page.getByTestId('product-grid').getByTestId('current-price').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );

test('suggestions for a misspelt brand say what they are for, and See all opens that search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  await box.pressSequentially('rayben', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' }).first();
  await expect(list.getByRole('option').first()).toContainText('Ray-Ban');
  await expect(page.getByTestId('suggestions-corrected').first()).toHaveText('Showing results for “rayban”');
  // The whole dropdown, hint included, stays within the SPEC's 200px.
  const dropdown = (await page.getByTestId('suggestions-corrected').first().locator('..').boundingBox())!;
  expect(dropdown.height).toBeLessThanOrEqual(200);
  await expectNoSeriousAxeViolation(page);

  const seeAll = list.getByTestId('see-all-results');
  const total = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(1);
  await expect(seeAll).toHaveText(`See all ${total} results`);
  // ArrowUp from the box reaches the last option: See all.
  await box.press('ArrowUp');
  await expect(seeAll).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  // The results page for the same text: it shows what it corrected, and counts the same.
  await expect(page).toHaveURL(/\/query\?query=rayben$/);
  await expect(page.getByTestId('search-corrected')).toHaveText('Showing results for “rayban” instead of “rayben”');
  await expect.poll(() => count(page)).toBe(total);
  for (const card of await cards(page).all()) await expect(card).toContainText('Ray-Ban');
});

test.describe('as a shopper’s browser', () => {
  // Headless browsers are not counted as searches (isbot), so they get no sid: pose as a desktop Chrome.
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });

  test('the shop’s filters and sort apply to search results and keep the search', async ({ page }) => {
    await page.goto('/query?query=sunglasses');
    const all = await count(page);
    const brands = page.getByRole('group', { name: 'Filter by Brands' });
    const brand = brands.locator('label:has(bdi)').first();
    const name = (await brand.locator('bdi').textContent())!.trim();
    const expected = Number(await brand.locator('span').textContent());
    expect(expected).toBeLessThan(all);
    await brand.click();
    await expect(page).toHaveURL(/[?&]query=sunglasses(&|$)/);
    await expect(page).toHaveURL(/[?&]brand=/);
    // The search was counted when the page loaded; a refinement keeps its id and is not a new search.
    await expect(page).toHaveURL(/[?&]sid=[0-9a-f-]{36}/);
    await expect.poll(() => count(page)).toBe(expected);
    for (const card of await cards(page).all()) await expect(card).toContainText(name);

    await page.getByRole('combobox', { name: 'Sort By' }).selectOption('price_low_high');
    await expect(page).toHaveURL(/sort=price_low_high/);
    await expect(page).toHaveURL(/[?&]query=sunglasses(&|$)/);
    await expect.poll(() => count(page)).toBe(expected);
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    await expectNoSeriousAxeViolation(page);
  });

  test('filters that leave nothing offer to clear them, keeping the search', async ({ page }) => {
    await page.goto('/query?query=gucci&min=0&max=1');
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/query\?query=gucci&sid=[0-9a-f-]{36}$/);
    await expect(cards(page).first()).toContainText('Gucci');
  });
});

test('a search that finds nothing offers a one-click corrected query', async ({ page }) => {
  await page.goto('/query?query=reibaan');
  await expect(page.getByText('No products found')).toBeVisible();
  const didYouMean = page.getByTestId('did-you-mean');
  await expect(didYouMean).toHaveText('Did you mean “rayban”?');
  await expectNoSeriousAxeViolation(page);
  await didYouMean.getByRole('link', { name: 'rayban' }).click();
  await expect(page).toHaveURL(/\/query\?query=rayban$/);
  await expect(cards(page).first()).toContainText('Ray-Ban');
  expect(await count(page)).toBeGreaterThan(0);
});

test('the zero-result page shows popular products instead of an empty page', async ({ page }) => {
  await page.goto('/query?query=zzqx');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText('Check the spelling, or search for a brand, a shape or a colour.')).toBeVisible();
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
  // Nothing to refine: no filters or sort.
  await expect(page.getByRole('group', { name: 'Filter by Brands' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Products' })).toBeVisible();
  // Best-sellers in stock: nothing sold out is offered instead of the search.
  const popular = page.getByTestId('carousel-track');
  await expect(popular.getByTestId('product-card')).toHaveCount(8);
  await expect(popular).not.toContainText('Out Of Stock');
  await expectNoSeriousAxeViolation(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sort/filter panel refines the search', async ({ page }) => {
    await page.goto('/query?query=sunglasses');
    await page.getByRole('link', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(/[?&]panel=filter/);
    await expect(page).toHaveURL(/[?&]query=sunglasses(&|$)/);
    const panel = page.getByTestId('mobile-panel');
    await expectNoSeriousAxeViolation(page);
    const women = panel.getByRole('group', { name: 'Gender' }).getByText('Women', { exact: true });
    const expected = Number(await women.locator('xpath=following-sibling::span').textContent());
    await women.click();
    await expect(page).toHaveURL(/[?&]gender=female/);
    await expect(page).toHaveURL(/[?&]query=sunglasses(&|$)/);
    await expect.poll(() => count(page)).toBe(expected);
  });
});
