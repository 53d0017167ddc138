import { expect, test, type Page } from '@playwright/test';
import { englishWords } from './arabic-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';

/** Issue 12's results page and header suggestions on the Arabic pages. */
test.use({ viewport: { width: 1366, height: 900 } });

const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');
/** The count in the result line; the Arabic plural words for one and two carry no digit. */
const count = async (page: Page) => {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? (text.includes('منتجان') ? 2 : text.includes('واحد') ? 1 : 0));
};

test('an Arabic brand name as shoppers type it suggests that brand, and See all opens its results', async ({ page }) => {
  await page.goto('/ar');
  const box = page.getByRole('combobox', { name: 'ابحث عن المنتجات' }).first();
  await box.pressSequentially('رايبان', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'اقتراحات البحث' }).first();
  // Product titles are in the page's language: راي بان.
  await expect(list.getByRole('option').first()).toContainText('راي بان');
  const seeAll = list.getByTestId('see-all-results');
  await expect(seeAll).toHaveText(/^عرض كل النتائج \(\d+\)$/);
  const total = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
  await expectNoSeriousAxeViolation(page);

  await box.press('ArrowUp');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ar\/query\?query=/);
  expect(new URL(page.url()).searchParams.get('query')).toBe('رايبان');
  await expect.poll(() => count(page)).toBe(total);
  for (const card of await cards(page).all()) await expect(card).toContainText('راي بان');
});

test('a misspelt Arabic query shows its corrected results, with the filters in Arabic', async ({ page }) => {
  await page.goto(`/ar/query?query=${encodeURIComponent('نضارات شمسية')}`);
  await expect(page.getByTestId('search-corrected')).toHaveText('نعرض نتائج «نظارات شمسية» بدلًا من «نضارات شمسية»');
  const women = page.getByRole('group', { name: 'الجنس' }).getByText('نسائي', { exact: true });
  const expected = Number(await women.locator('xpath=following-sibling::span').textContent());
  await women.click();
  await expect(page).toHaveURL(/\/ar\/query\?.*gender=female/);
  expect(new URL(page.url()).searchParams.get('query')).toBe('نضارات شمسية');
  await expect.poll(() => count(page)).toBe(expected);
  expect(await englishWords(page)).toEqual([]);
  await expectNoSeriousAxeViolation(page);
});

test('on Arabic pages, product names as the brands write them and feminine colour words find products', async ({ page }) => {
  await page.goto('/ar/query?query=classic');
  expect(await count(page)).toBeGreaterThan(0);
  await expect(cards(page).first()).toContainText('كلاسيك');
  await page.goto('/ar/query?query=tiffany+classic');
  await expect(cards(page)).toHaveCount(1);
  await page.goto(`/ar/query?query=${encodeURIComponent('نظارة شمسية سوداء')}`);
  expect(await count(page)).toBeGreaterThan(1);
  for (const card of await cards(page).all()) await expect(card).toContainText('نظارة شمسية');
  await page.goto(`/ar/query?query=${encodeURIComponent('نظارة حمراء')}`);
  expect(await count(page)).toBeGreaterThan(0);
  // The header's box shows the search the page is for, and its suggestions are announced.
  const box = page.getByRole('combobox', { name: 'ابحث عن المنتجات' }).first();
  await expect(box).toHaveValue('نظارة حمراء');
  await box.focus();
  await box.press('End');
  await box.pressSequentially(' ', { delay: 30 });
  await expect(page.getByTestId('search-status').first()).not.toBeEmpty();
});

test('the Arabic zero-result page: Did you mean, and popular products', async ({ page }) => {
  await page.goto('/ar/query?query=reibaan');
  await expect(page.getByText('لم يتم العثور على منتجات')).toBeVisible();
  const didYouMean = page.getByTestId('did-you-mean');
  await expect(didYouMean).toHaveText('هل تقصد «rayban»؟');
  await expect(page.getByRole('heading', { level: 2, name: 'الأكثر رواجًا' })).toBeVisible();
  await expect(page.getByTestId('carousel-track').getByTestId('product-card')).toHaveCount(8);
  expect(await englishWords(page)).toEqual([]);
  await expectNoSeriousAxeViolation(page);

  await didYouMean.getByRole('link', { name: 'rayban' }).click();
  await expect(page).toHaveURL(/\/ar\/query\?query=rayban$/);
  await expect(cards(page).first()).toContainText('راي بان');

  await page.goto('/ar/query?query=zzqx');
  await expect(page.getByText('تحقّق من الإملاء، أو ابحث عن ماركة أو شكل أو لون.')).toBeVisible();
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
});
