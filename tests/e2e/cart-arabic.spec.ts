import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './axe-helpers';
import { createCustomer, findVariants, storefront } from './cart-helpers';

/**
 * The cart, the contact page and the policies in Arabic (/ar): Arabic words, prices named in Arabic
 * with Latin digits, right to left, and the SPEC §9 figures unchanged.
 */

/** Intl marks Arabic prices with right-to-left marks; the text the shopper reads is without them. */
async function readText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '')
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A price as the Arabic pages print it: '1,250.00 د.إ.' → 1250. */
function aed(text: string): number {
  const match = /^([\d,]+\.\d{2}) د\.إ\.$/.exec(text);
  expect(match, `an Arabic AED price, got '${text}'`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ''));
}

async function arabicName(page: Page, handle: string): Promise<string> {
  const data = await storefront<{ product: { metafield: { value: string } | null } }>(
    page.request,
    `query($handle: String!) { product(handle: $handle) { metafield(namespace: "custom", key: "arabic_name") { value } } }`,
    { handle },
  );
  expect(data.product.metafield?.value).toBeTruthy();
  return data.product.metafield!.value;
}

/** Adds the product page's first variant through its own add-to-cart form (the page's fetcher). */
async function addFromProductPage(page: Page, handle: string) {
  await page.goto(`/ar/product/${handle}`);
  await page.waitForLoadState('networkidle'); // the fetcher needs JavaScript
  const form = page.locator('form[action="/ar/cart"]').filter({ has: page.locator('input[name="intent"][value="add"]') });
  await form.locator('button[type="submit"]:visible').first().click();
  await expect(page.getByText('تمت إضافة المنتج إلى السلة بنجاح')).toBeVisible();
}

test.describe('the cart in Arabic', () => {
  test('the empty cart speaks Arabic, right to left', async ({ page }) => {
    await page.goto('/ar/cart');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('السلة | نظّارة');
    await expect(page.getByRole('heading', { name: 'سلة التسوق فارغة' })).toBeVisible();
    await expect(page.getByText('يبدو أنك لم تُضف أي منتج إلى سلتك بعد.')).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('link', { name: 'متابعة التسوق' }).click();
    await expect(page).toHaveURL(/\/ar\/shop$/);
  });

  test('a line: Arabic labels, quantity and removal with Arabic toasts, the summary in Arabic money', async ({
    page,
    request,
  }) => {
    const [variant] = await findVariants(request, { minStock: 3, skip: 19, firstVariant: true });
    const title = await arabicName(page, variant!.handle);
    await addFromProductPage(page, variant!.handle);

    await page.goto('/ar/cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('heading')).toHaveText(title);
    await expect(line.getByRole('link').first()).toHaveAttribute('href', `/ar/product/${variant!.handle}`);
    const cost = await readText(line.getByTestId('line-cost'));
    expect(cost).toMatch(/^السعر: /);
    const price = aed(cost.replace(/^السعر: /, ''));
    expect(await readText(line.getByTestId('line-discount'))).toMatch(/^خصم \d+(\.\d{2})?%$/);
    await expect(line.getByText('توصيل مجاني')).toBeVisible();

    const summary = page.getByTestId('order-summary');
    await expect(summary.getByRole('heading', { name: 'ملخص الطلب' })).toBeVisible();
    await expect(summary.getByText('المجموع الفرعي (منتج واحد)')).toBeVisible();
    await expect(summary.getByTestId('summary-shipping')).toHaveText('مجاني');
    await expect(summary.getByText('(شامل ضريبة القيمة المضافة)')).toBeVisible();
    expect(aed(await readText(summary.getByTestId('summary-total')))).toBe(price);
    await expect(summary.getByRole('button', { name: 'إتمام الشراء' })).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    await line.getByRole('button', { name: 'زيادة الكمية' }).click();
    await expect(page.getByText('تم تحديث الكمية في السلة بنجاح').first()).toBeVisible();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await expect(summary.getByText('المجموع الفرعي (منتجان)')).toBeVisible();
    await expect.poll(async () => aed(await readText(summary.getByTestId('summary-total')))).toBe(price * 2);
    // Latin digits throughout, as UAE shops print prices.
    expect(await summary.textContent()).not.toMatch(/[\u0660-\u0669]/);

    await line.getByRole('button', { name: 'تقليل الكمية' }).click();
    await expect(line.getByTestId('line-quantity')).toHaveText('1');

    await line.getByRole('button', { name: `إزالة ${title} من السلة` }).click();
    await expect(page.getByText('تمت إزالة المنتج من السلة بنجاح')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'سلة التسوق فارغة' })).toBeVisible();
  });

  test('on a phone, the fixed bar totals in Arabic money and offers CHECK OUT in Arabic', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [variant] = await findVariants(request, { minStock: 3, skip: 25, firstVariant: true });
    await addFromProductPage(page, variant!.handle);
    await page.goto('/ar/cart');
    const bar = page.getByTestId('mobile-checkout-bar');
    const price = aed((await readText(page.getByTestId('line-cost'))).replace(/^السعر: /, ''));
    expect(aed(await readText(bar.getByTestId('bar-total')))).toBe(price);
    await expect(bar.getByRole('button', { name: 'إتمام الشراء' })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });

  test('CHECK OUT as a visitor leads to the Arabic login, then on to the checkout', async ({ page, request }) => {
    const customer = await createCustomer(request);
    const [variant] = await findVariants(request, { minStock: 3, skip: 21, firstVariant: true });
    await addFromProductPage(page, variant!.handle);
    await page.goto('/ar/cart');
    await page.getByTestId('order-summary').getByRole('button', { name: 'إتمام الشراء' }).click();
    await expect(page).toHaveURL(/\/ar\/login$/);
    await page.getByLabel('البريد الإلكتروني').fill(customer.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/checkouts\//);
  });
});

test('the contact form answers in Arabic', async ({ page }) => {
  await page.goto('/ar/contact');
  await expect(page).toHaveTitle('اتصل بنا | نظّارة');
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByLabel('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
  await expectNoSeriousAxeViolation(page);
  await page.getByLabel('الاسم الكامل').fill('ليلى حداد');
  await page.getByLabel('الرسالة').fill('هل لديكم RB3025 باللون الذهبي؟');
  const alerts: string[] = [];
  page.once('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect.poll(() => alerts).toEqual(['تم إرسال رسالتك بنجاح!']);
  await expect(page.getByRole('status').filter({ hasText: 'تم إرسال رسالتك بنجاح!' })).toBeVisible();
});

// SPEC §9 figures, in the Arabic words the pages use for them.
const policies: { path: string; title: string; figures: string[] }[] = [
  {
    path: '/ar/return-policy',
    title: 'سياسة الإرجاع',
    figures: [
      'طلب الإرجاع خلال 7 أيام',
      'اطلب الاستبدال خلال 48 ساعة',
      'خلال 10-15 يوم عمل',
      'اطلب استرداد المبلغ خلال 48 ساعة',
      'نردّ على كل طلب استرداد خلال 24 ساعة',
      'خلال 7-21 يوم عمل',
      'خلال 10-45 يومًا',
      'إلغاء الطلب مجانًا خلال 24 ساعة',
      'أبلغنا عن المنتجات التالفة خلال 24 ساعة',
    ],
  },
  {
    path: '/ar/shipping-delivery',
    title: 'الشحن والتوصيل',
    figures: [
      'خلال 1-3 أيام عمل',
      '4-8 أسابيع',
      'ما يصل إلى 45 يوم عمل إضافي',
      'اطلب قبل الساعة 10:00',
      'خلال 4-6 ساعات',
      'بعد 25 كم تُضاف رسوم قدرها 2 درهم لكل كيلومتر',
      'بمحاولتين للتوصيل كحدّ أقصى',
    ],
  },
  { path: '/ar/terms-and-conditions', title: 'الشروط والأحكام', figures: ['لا يحق للقاصرين دون 18 عامًا إنشاء حساب'] },
  { path: '/ar/privacy-policy', title: 'سياسة الخصوصية', figures: ['نحن لا نبيع بياناتك', 'خلال 24 ساعة'] },
];

for (const policy of policies) {
  test(`${policy.path} is in Arabic with the SPEC figures`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page).toHaveTitle(`${policy.title} | نظّارة`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    const body = await readText(page.locator('main'));
    for (const figure of policy.figures) expect(body).toContain(figure);
    await expect(page.getByRole('link', { name: 'صفحة التواصل' })).toHaveAttribute('href', '/ar/contact');
    await expectNoSeriousAxeViolation(page);
  });
}

test('the Arabic shipping table names the countries in Arabic and keeps the figures', async ({ page }) => {
  await page.goto('/ar/shipping-delivery');
  const rows = page.getByRole('table', { name: 'أسعار الشحن ومدة التوصيل حسب الوجهة' }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const expected = [
    ['الإمارات العربية المتحدة', 'مجاني', '24-48 ساعة'],
    ['دبي، التوصيل في اليوم نفسه', 'مجاني حتى 25 كم، ثم رسوم إضافية قدرها 2 درهم لكل كيلومتر بعد 25 كم', '4-6 ساعات'],
    ['السعودية، الكويت، قطر، البحرين، عُمان', 'سعر موحّد 60 درهمًا', '4-7 أيام'],
    ['الولايات المتحدة، أوروبا، أستراليا', 'ابتداءً من 80 درهمًا', '7-10 أيام'],
  ];
  for (const [index, [destination, cost, time]] of expected.entries()) {
    const row = rows.nth(index);
    expect(await readText(row.locator('th'))).toContain(destination!);
    expect(await readText(row.locator('td').nth(0))).toBe(cost);
    expect(await readText(row.locator('td').nth(1))).toBe(time);
  }
  await expect(rows.nth(1).locator('th')).toContainText('للطلبات المقدَّمة قبل الساعة 10:00');
  // The figures are isolated, so they never trade places with the Arabic around them.
  await expect(rows.nth(2).locator('td bdi').first()).toHaveText('60');
});
