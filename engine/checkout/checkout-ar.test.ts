import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as arabicCatalogue } from '../locales/ar/messages.ts';
import { messages as englishCatalogue } from '../locales/en/messages.ts';
import { DEMO } from '../test/fixture-catalog.ts';
import { PUBLIC_URL, startHarness, type Harness } from '../test/harness.ts';
import { cartWith, checkoutPost, SHIPPING_FORM, signIn, V } from '../test/shop.ts';
import * as messages from './messages.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const get = async (url: string) => {
  const response = (await h.engine.handle(new Request(url)))!;
  return { status: response.status, text: await response.text() };
};
const inArabic = (checkoutUrl: string) => `${checkoutUrl}&locale=ar`;

describe('the hosted checkout in Arabic (?locale=ar)', () => {
  it('is a right-to-left Arabic page with Arabic product names, labels, countries and money', async () => {
    const token = await signIn(h, DEMO.email, DEMO.password);
    const cart = await cartWith(h, [{ merchandiseId: V(1), quantity: 2 }], { customerAccessToken: token });
    const page = await get(inArabic(cart.checkoutUrl));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="ar" dir="rtl">');
    expect(page.text).toContain('<h1 id="checkout-title">إتمام الشراء</h1>');
    expect(page.text).toContain('<label for="firstName">الاسم الأول</label>');
    expect(page.text).toContain('ادفع الآن (وضع الاختبار)');
    expect(page.text).toContain('<bdi>نظارة شمسية راي بان أفياتور كلاسيك</bdi>');
    expect(page.text).toContain('<bdi>ذهبي / 55 مم</bdi>');
    // Arabic money: Latin digits, the currency's Arabic symbol after the amount.
    expect(page.text).toMatch(/<bdi>\u200f?1,300\.00\u00a0?\s?د\.إ\.\u200f?<\/bdi>/);
    expect(page.text).toContain('>الإمارات العربية المتحدة</option>');
    expect(page.text).toMatch(/التوصيل داخل الإمارات —\s+مجاني/);
    expect(page.text).toContain('التوصيل خلال 24-48 ساعة');
    // The form keeps the language; inputs written left to right stay so.
    expect(page.text).toContain(`action="${cart.checkoutUrl}&amp;locale=ar"`);
    expect(page.text).toMatch(/id="email"[^>]*dir="ltr"/);
    expect(page.text).toContain(`href="${PUBLIC_URL}/ar"`);
    expect(page.text).not.toContain('Checkout');
  });

  it('shows the English page unchanged without a locale, or with one the shop does not have', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(1), quantity: 2 }]);
    for (const url of [cart.checkoutUrl, `${cart.checkoutUrl}&locale=fr`]) {
      const page = await get(url);
      expect(page.text).toContain('<html lang="en" dir="ltr">');
      expect(page.text).toContain('<h1 id="checkout-title">Checkout</h1>');
      expect(page.text).toContain('<bdi>AED 1,300.00</bdi>');
      expect(page.text).toContain('<bdi>Aviator Classic</bdi>');
      expect(page.text).toMatch(/UAE delivery —\s+FREE/);
      expect(page.text).toContain(`action="${cart.checkoutUrl}"`);
      expect(page.text).toContain(`href="${PUBLIC_URL}/"`);
    }
  });

  it('validates in Arabic, counting the fields as Arabic does, and keeps the input', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    const response = (await h.engine.handle(
      checkoutPost(inArabic(cart.checkoutUrl), { ...SHIPPING_FORM, firstName: 'M0na', zip: '1', phone: '12' }),
    ))!;
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text).toContain('يرجى تصحيح 3 حقول محددة أدناه.');
    expect(text).toContain('يجب أن يحتوي الاسم الأول على حروف فقط.');
    expect(text).toContain('صيغة الرمز البريدي غير صحيحة في الإمارات العربية المتحدة.');
    expect(text).toContain('صيغة رقم الهاتف غير صحيحة.');
    expect(text).toContain('value="M0na"');
  });

  it('prices a Kuwaiti cart in dinars written the Arabic way', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }], { countryCode: 'KW' });
    const response = (await h.engine.handle(
      checkoutPost(inArabic(cart.checkoutUrl), { ...SHIPPING_FORM, country: 'KW', intent: 'update' }),
    ))!;
    const text = await response.text();
    expect(text).toContain('سعر موحّد لدول الخليج');
    expect(text).toMatch(/5\.021\s?د\.ك\./); // AED 60 shipping
    expect(text).toMatch(/12\.971\s?د\.ك\./); // AED 95 + AED 60
  });

  it('pays, and thanks the shopper in Arabic with links to the Arabic shop', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(2), quantity: 1 }]);
    const response = (await h.engine.handle(checkoutPost(inArabic(cart.checkoutUrl), SHIPPING_FORM)))!;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(inArabic(cart.checkoutUrl));
    const thanks = await get(inArabic(cart.checkoutUrl));
    expect(thanks.text).toContain('<html lang="ar" dir="rtl">');
    expect(thanks.text).toContain('شكراً لطلبك');
    expect(thanks.text).toMatch(/تم تأكيد طلبك <strong><bdi>#\d+<\/bdi><\/strong>/);
    expect(thanks.text).toContain('<strong><bdi>guest@example.com</bdi></strong>');
    expect(thanks.text).toContain('<bdi>نظارة شمسية راي بان أفياتور كلاسيك</bdi>');
    expect(thanks.text).toContain(`href="${PUBLIC_URL}/ar"`);
    expect(thanks.text).toContain(`href="${PUBLIC_URL}/ar/profile?activetab=order"`);
    // The same order's page in English names what was bought in English.
    expect((await get(cart.checkoutUrl)).text).toContain('<bdi>Aviator Classic</bdi>');
  });

  it('names a sold-out line in Arabic', async () => {
    // Variant 4 (Silver / 58) has one unit: the first cart takes it.
    const [first, second] = [
      await cartWith(h, [{ merchandiseId: V(4), quantity: 1 }]),
      await cartWith(h, [{ merchandiseId: V(4), quantity: 1 }]),
    ];
    expect((await h.engine.handle(checkoutPost(first.checkoutUrl, SHIPPING_FORM)))!.status).toBe(303);
    const response = (await h.engine.handle(checkoutPost(inArabic(second.checkoutUrl), SHIPPING_FORM)))!;
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(
      'عذراً، الكمية التي اخترتها من نظارة شمسية راي بان أفياتور كلاسيك (فضي / 58 مم) غير متوفرة.',
    );
  });

  it('answers an unknown checkout in Arabic', async () => {
    const page = await get(`${PUBLIC_URL}/checkouts/cn/unknown?key=1&locale=ar`);
    expect(page.status).toBe(404);
    expect(page.text).toContain('صفحة إتمام الشراء غير موجودة');
  });
});

describe('the engine’s message catalogues', () => {
  it('hold every checkout message in English and Arabic', () => {
    const ids = Object.values(messages).flatMap((group) => Object.values(group).map((descriptor) => descriptor.id));
    expect(ids.length).toBeGreaterThan(60);
    for (const id of ids) {
      expect(englishCatalogue[id], id).toBeDefined();
      expect(arabicCatalogue[id], id).toBeDefined();
      expect(JSON.stringify(arabicCatalogue[id]), id).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
