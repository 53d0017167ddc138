import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './account-helpers';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { seededProducts } from './review-helpers';
import { answerTo, expectSuggestions } from './search-helpers';

/**
 * The catalog in Arabic (/ar): right to left, the shop's words in Arabic, counts in Arabic plural
 * forms, prices with the Arabic currency name and Latin digits, and no serious axe violation.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const GUCCI = '/ar/product/gucci-gg0162s-cat-eye-oversized-sunglasses';
const SAFETY = '/ar/product/bolle-safety-bos165-anti-fog-safety-glasses';
const SOLD_OUT = '/ar/product/ray-ban-rb2616-oval-vintage-sunglasses';

/** 'n products' as Arabic counts them, with Intl's plural rules as the judge of which form a number takes. */
function arabicProducts(n: number): string {
  const form = new Intl.PluralRules('ar').select(n);
  const words: Record<string, string> = {
    zero: 'لا توجد منتجات',
    one: 'منتج واحد',
    two: 'منتجان',
    few: `${n} منتجات`,
    many: `${n} منتجًا`,
    other: `${n} منتج`,
  };
  return words[form]!;
}

const count = async (page: Page) => Number((await page.getByTestId('result-count').textContent())?.match(/\d+/)?.[0] ?? 0);

async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  const n = Number(text.match(/\d+/)?.[0] ?? (text.includes('منتجان') ? 2 : text.includes('واحد') ? 1 : 0));
  expect(text).toBe(arabicProducts(n));
  return n;
}

/** The page's horizontal position of an element's centre. */
const centreX = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x + box.width / 2;
};

test('home: Arabic sections, right to left, and the arrows move towards the reading end', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page).toHaveTitle(/\| نظّارة$/);
  const main = page.locator('main');
  for (const title of ['اختر شكل الإطار', 'الفئات', 'عدسات لاصقة', 'نظارات شمسية', 'اختر ماركتك', 'اكتشف منتجاتنا']) {
    await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  const promo = page.getByTestId('promo-card');
  await expect(promo).toContainText('خصم 50');
  await expect(promo.getByRole('link', { name: 'عرض الكل' })).toHaveAttribute('href', '/ar/query?query=');
  await expect(page.getByTestId('shape-picker').getByRole('link', { name: 'دائري' })).toHaveAttribute(
    'href',
    '/ar/shape?shape=round',
  );

  // Hero: 'next' sits at the reading end (the left) and moves on to the second slide.
  const hero = page.getByTestId('hero');
  const next = hero.getByRole('button', { name: 'الشريحة التالية' });
  const previous = hero.getByRole('button', { name: 'الشريحة السابقة' });
  expect(await centreX(next)).toBeLessThan(await centreX(previous));
  await expect(hero.locator('[data-active="true"]')).toHaveAttribute('aria-label', '1 من 3');
  await next.click();
  await expect(hero.locator('[data-active="true"]')).toHaveAttribute('aria-label', '2 من 3');

  // Carousel: the first card is on the right; 'next' is on the left and scrolls leftwards.
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'اكتشف منتجاتنا' }) });
  const track = section.getByTestId('carousel-track');
  const forward = section.getByRole('button', { name: 'المنتجات التالية في اكتشف منتجاتنا' });
  const back = section.getByRole('button', { name: 'المنتجات السابقة في اكتشف منتجاتنا' });
  expect(await centreX(forward)).toBeLessThan(await centreX(back));
  const cards = track.getByTestId('product-card');
  expect(await centreX(cards.nth(0))).toBeGreaterThan(await centreX(cards.nth(1)));
  await forward.click();
  // Chromium counts an RTL scroller's position from 0 at the start down to negative values.
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(-390);
  await back.click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(-10);
  await expect(section.getByRole('link', { name: 'عرض المنتج' }).first()).toHaveAttribute('href', /^\/ar\/product\//);

  await expectNoSeriousAxeViolation(page);
});

test('shop: Arabic filters, a filter applied keeps the language and the gender query', async ({ page }) => {
  await page.goto('/ar/shop/Sunglasses');
  await expect(page.getByRole('heading', { level: 1, name: 'نظارات شمسية' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toContainText('المتجر');
  for (const group of ['الجنس', 'لون الإطار', 'التصفية حسب الماركة', 'حالة المنتج']) {
    await expect(page.getByRole('group', { name: group })).toBeVisible();
  }
  await expect(page.getByLabel('ترتيب حسب')).toHaveValue('recommended');
  await expect(page.getByLabel('ترتيب حسب').locator('option:checked')).toHaveText('المقترحة');
  const price = page.getByTestId('price-filter');
  await expect(price.getByLabel('أدنى سعر')).toHaveAttribute('dir', 'ltr');
  await expect(price.getByRole('link', { name: 'أقل من 2000' })).toBeVisible();
  const total = await resultCount(page);
  await expect(page.getByText(`عرض 8 من أصل ${arabicProducts(total)}`)).toBeVisible();

  // Filter values stay the URL's (English ids); their names are Arabic.
  const gender = page.getByRole('group', { name: 'الجنس' });
  const women = gender.getByText('نسائي', { exact: true });
  const expected = Number(await women.locator('xpath=following-sibling::span').textContent());
  await women.click();
  await expect(page).toHaveURL(/\/ar\/shop\/Sunglasses\?gender=female$/);
  await expect.poll(() => count(page)).toBe(expected);
  await resultCount(page);

  // On a gender page the page's own ?query= is kept when a colour is chosen; the colour reads in Arabic.
  await page.goto('/ar/shop/gender?query=female');
  await expect(page.getByRole('heading', { level: 1, name: 'نسائي' })).toBeVisible();
  const colour = page.getByRole('group', { name: 'لون الإطار' }).getByRole('checkbox').first();
  const value = (await colour.getAttribute('value'))!;
  await expect(page.locator(`label[for="${await colour.getAttribute('id')}"]`)).toContainText(/^[\u0600-\u06FF ]+\d+$/);
  await colour.check();
  await expect(page).toHaveURL(
    new RegExp(`/ar/shop/gender\\?query=female&color=${encodeURIComponent(value).replace(/%20/g, '\\+')}$`),
  );
  await expect(page.getByRole('group', { name: 'لون الإطار' }).getByRole('checkbox').first()).toBeChecked();
  await resultCount(page);

  await expectNoSeriousAxeViolation(page);
});

test('product page: Arabic labels, prices in dirhams with Latin digits, stock badges', async ({ page }) => {
  await page.goto(GUCCI);
  // The engine answers @inContext(language: AR) with the product's Arabic title.
  await expect(page).toHaveTitle('نظارة شمسية غوتشي GG0162S عين القطة بحجم كبير | نظّارة');
  // Intl marks the amount right-to-left around it (U+200F); the digits are Latin.
  await expect(page.getByTestId('product-price')).toContainText('2,600.00 د.إ.');
  await expect(page.getByTestId('product-prices')).toContainText('شامل ضريبة القيمة المضافة');
  const instalments = page.getByTestId('instalments');
  await expect(instalments).toContainText('قسّمها على 4 دفعات');
  await expect(instalments.getByTestId('instalment-amount')).toContainText('650.00 د.إ.');
  await expect(instalments.getByTestId('payment-widget')).toContainText('بعد شهرين');
  await expect(page.getByTestId('attributes')).toContainText('شكل الإطار');
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toContainText('نظارات شمسية');
  await expect(page.getByRole('heading', { name: 'منتجات مشابهة' })).toBeVisible();
  await expect(page.getByText('متوفر', { exact: true })).toBeVisible();

  await page.goto(SAFETY);
  // Option values come translated from the engine (@inContext(language: AR)).
  await page.getByText('أسود مطفي', { exact: true }).click();
  await expect(page.getByTestId('stock-badge')).toHaveText('بقيت قطعة واحدة فقط');
  await expect(page.getByRole('button', { name: 'زيادة الكمية' })).toBeDisabled();

  await page.goto(SOLD_OUT);
  await expect(page.getByTestId('stock-badge')).toHaveText('نفدت الكمية');
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' }).first()).toBeDisabled();

  await page.goto('/ar/product/no-such-frame');
  await expect(page.getByRole('heading', { level: 1, name: 'المنتج غير متوفر' })).toBeVisible();
});

test('product page: Add To Cart works and says so in Arabic', async ({ page }) => {
  await page.goto(GUCCI);
  await expectNoSeriousAxeViolation(page);
  await page.getByTestId('purchase').getByRole('button', { name: 'أضف إلى السلة' }).click();
  // The toaster's latest message (the cart's own words, translated where the cart action makes them).
  // Read first: it comes with the action's answer and lasts 3 s, while the badge waits for the page's
  // data to be read again, which on a loaded machine took longer than the toast lasted.
  const toast = page.locator('li:has(> [role="status"])').last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/[\u0600-\u06FF]/);
  await expect(toast).not.toContainText('Added to cart');
  await expect(page.getByTestId('cart-badge').first()).toHaveText('1');
});

test('reviews in Arabic: validation messages, half stars from the right, the new review shown', async ({ page }) => {
  const { some } = await seededProducts(page.request);
  await signUp(page.request, 'Maryam');
  await page.goto(`/ar/product/${some}`);
  const reviews = page.locator('#reviews');
  await expect(reviews.getByRole('heading', { name: 'التقييمات' })).toBeVisible();
  await expect(reviews.getByTestId('reviews-summary')).toContainText('بناءً على');
  await reviews.getByRole('button', { name: 'أضف تقييمًا' }).click();
  const dialog = page.getByRole('dialog', { name: 'اكتب تقييمًا' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(dialog.getByLabel('العنوان')).toHaveAccessibleDescription('العنوان مطلوب');
  await expect(dialog.getByLabel('تقييمك', { exact: true })).toHaveAccessibleDescription('نص التقييم مطلوب');
  await dialog.getByLabel('العنوان').fill('نظارة خفيفة ومريحة');
  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(dialog.getByLabel('تقييمك', { exact: true })).toHaveAccessibleDescription('نص التقييم مطلوب');
  await expect(dialog.getByText('العنوان مطلوب')).toHaveCount(0);

  // The first half star is on the right, the start of an Arabic line.
  const half = dialog.getByRole('radio', { name: '0.5 من 5' });
  const whole = dialog.getByRole('radio', { name: '1 من 5', exact: true });
  expect(await centreX(half.locator('xpath=..'))).toBeGreaterThan(await centreX(whole.locator('xpath=..')));
  // A shopper clicks the visible half star: its label.
  await dialog.getByRole('radio', { name: '4.5 من 5' }).locator('xpath=..').click();
  await expect(dialog.getByRole('radio', { name: '4.5 من 5' })).toBeChecked();
  await expect(dialog).toContainText('4.5 من 5');
  await dialog.getByLabel('تقييمك').fill('العدسات واضحة والإطار مريح طوال اليوم.');
  await expectNoSeriousAxeViolation(page);
  await dialog.getByRole('button', { name: 'إرسال التقييم' }).click();

  await expect(dialog).toBeHidden();
  const first = reviews.getByTestId('review').first();
  await expect(first).toContainText('نظارة خفيفة ومريحة');
  const stars = first.getByRole('img', { name: 'التقييم 4.5 من 5' });
  await expect(stars).toBeVisible();
  // The gold fill starts at the right edge of the star bar.
  const bar = (await stars.boundingBox())!;
  const fill = (await stars.locator('span').nth(1).boundingBox())!;
  expect(Math.abs(fill.x + fill.width - (bar.x + bar.width))).toBeLessThan(1);
  expect(fill.width).toBeLessThan(bar.width);
});

test('search results count in Arabic plural forms', async ({ page, request }) => {
  await page.goto('/ar/query?query=ray');
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث' })).toBeVisible();
  await expect(page.getByText('عن «ray»')).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
  await expectNoSeriousAxeViolation(page);

  await page.goto('/ar/query?query=zzqxv');
  expect(await resultCount(page)).toBe(0);
  await expect(page.getByText('لم يتم العثور على منتجات')).toBeVisible();

  // The API lists the hidden lens packages too (as Shopify's products query does); the shop does not.
  const all = (await (await request.get('/api/products')).json()) as { products: { productType: string }[] };
  const forSale = all.products.filter((product) => product.productType !== 'Lenses');
  await page.goto('/ar/query?query=');
  await expect(page.getByTestId('result-count')).toHaveText(arabicProducts(forSale.length));

  // Suggestions come from the Arabic API and keep the page in Arabic.
  const box = page.getByRole('combobox', { name: 'ابحث عن المنتجات' }).first();
  const answer = await answerTo(request, 'gucci', 'ar');
  await box.pressSequentially('gucci', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'اقتراحات البحث' }).first();
  await expectSuggestions(list, answer);
  await expect(list.getByRole('option').first()).toContainText('د.إ.');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ar/product/${answer.suggestions[0]!.handle}`));
});

test('/ar/shape?shape=round lists round frames with an Arabic heading', async ({ page }) => {
  await page.goto('/ar/shape?shape=round');
  await expect(page.getByRole('heading', { level: 1, name: 'تسوّق حسب الشكل' })).toBeVisible();
  await expect(page.getByText('إطارات دائري')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await resultCount(page);
  await expectNoSeriousAxeViolation(page);
});

test('category and offer pages in Arabic', async ({ page }) => {
  await page.goto('/ar/category');
  await expect(page).toHaveTitle('الفئات | نظّارة');
  await expect(page.locator('main').getByRole('link', { name: /نظارات شمسية/ })).toHaveAttribute('href', '/ar/shop/Sunglasses');
  await expectNoSeriousAxeViolation(page);
  await page.goto('/ar/offer');
  await expect(page.getByRole('heading', { level: 1, name: 'عروض لفترة محدودة!' })).toBeVisible();
  await expect(page.getByText('قريبًا', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});
