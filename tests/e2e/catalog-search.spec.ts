import { expect, test, type Page } from '@playwright/test';
import type { SuggestionsAnswer } from '../../app/lib/catalog/suggestion';
import { beforeHydration } from './hydration-helpers';
import { answerTo, expectSuggestions } from './search-helpers';

test.use({ viewport: { width: 1366, height: 900 } });

/** Types `text` into the header's search box and waits until its list shows `answer`. */
async function typeInSearch(page: Page, text: string, answer: SuggestionsAnswer) {
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  const list = page.getByRole('listbox', { name: 'Search suggestions' }).first();
  await box.pressSequentially(text, { delay: 30 });
  await expectSuggestions(list, answer);
  return { box, list };
}

test('suggestions appear as you type and the keyboard opens one', async ({ page, request }) => {
  const answer = await answerTo(request, 'avia');
  await page.goto('/');
  const { box, list } = await typeInSearch(page, 'avia', answer);
  await expect(list).toHaveCSS('max-height', '200px');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${answer.suggestions[0]!.handle}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('text typed before the page hydrated gets its suggestions and is searched', async ({ page, request }) => {
  const answer = await answerTo(request, 'gucci');
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  await beforeHydration(page, '/', () => box.fill('gucci'));
  await expectSuggestions(page.getByRole('listbox', { name: 'Search suggestions' }).first(), answer);
  await expect(box).toHaveValue('gucci');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/query\?query=gucci/);
});

test('an answer to a later letter keeps the chosen suggestion chosen, wherever it moved', async ({ page, request }) => {
  const [before, after] = [await answerTo(request, 'ray'), await answerTo(request, 'rayb')];
  const kept = before.suggestions[1]!;
  const movedTo = after.suggestions.findIndex((suggestion) => suggestion.handle === kept.handle);
  // The catalogue ranks the two answers differently, so the choice has somewhere else to go.
  expect(movedTo).toBeGreaterThan(1);

  await page.goto('/');
  const { box, list } = await typeInSearch(page, 'ray', before);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');

  await box.press('b');
  await expectSuggestions(list, after);
  const option = list.getByRole('option').nth(movedTo);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(list.locator('[aria-selected="true"]')).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${kept.handle}`));
});

test('when a later answer no longer has the chosen suggestion, nothing is chosen and Enter searches', async ({
  page,
  request,
}) => {
  const [before, after] = [await answerTo(request, 'av'), await answerTo(request, 'avi')];
  expect(after.suggestions.map((suggestion) => suggestion.handle)).not.toContain(before.suggestions[0]!.handle);

  await page.goto('/');
  const { box, list } = await typeInSearch(page, 'av', before);
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');

  await box.press('i');
  await expectSuggestions(list, after);
  await expect(list.locator('[aria-selected="true"]')).toHaveCount(0);
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/query\?query=avi$/);
});

test('Escape closes the suggestions; Enter without a choice searches', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' }).first();
  await box.pressSequentially('gucci', { delay: 30 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/query\?query=gucci$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  for (const card of await page.getByTestId('product-card').all()) await expect(card).toContainText(/gucci/i);
});

test('a screen reader hears how many suggestions arrived, none, or what they were corrected to', async ({ page, request }) => {
  const answer = await answerTo(request, 'gucci');
  await page.goto('/');
  const status = page.getByTestId('search-status').first();
  const { box } = await typeInSearch(page, 'gucci', answer);
  const n = answer.suggestions.length;
  await expect(status).toHaveText(n === 1 ? '1 suggestion' : `${n} suggestions`);
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await box.fill('');
  await box.pressSequentially('zzqx', { delay: 30 });
  await expect(status).toHaveText('No suggestions');
  await box.fill('');
  await box.pressSequentially('rayben', { delay: 30 });
  await expect(status).toHaveText(/^Showing results for “rayban”\. \d+ suggestions?$/);
});

test('results forgive a typo and find Arabic names', async ({ page }) => {
  await page.goto('/query?query=avaitor');
  await expect(page.getByTestId('product-card').first()).toContainText(/aviator/i);
  await page.goto(`/query?query=${encodeURIComponent('نظارات شمسية')}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('an empty query lists everything; nonsense finds nothing', async ({ page, request }) => {
  // The API lists the hidden lens packages too (as Shopify's products query does); the shop does not.
  const all = (await (await request.get('/api/products')).json()) as { products: { productType: string }[] };
  const forSale = all.products.filter((product) => product.productType !== 'Lenses');
  await page.goto('/query?query=');
  await expect(page.getByTestId('result-count')).toHaveText(`${forSale.length} products`);
  await page.goto('/query?query=zzqxv');
  await expect(page.getByText('No products found')).toBeVisible();
});

test('/shape lists products of that frame design, case-insensitively', async ({ page }) => {
  await page.goto('/shape?shape=CAT-EYE');
  await expect(page.getByText('Cat-Eye frames')).toBeVisible();
  const count = await page.getByTestId('product-card').count();
  expect(count).toBeGreaterThan(0);
  await page.goto('/shape?shape=no-such-shape');
  await expect(page.getByText('No products found')).toBeVisible();
});
