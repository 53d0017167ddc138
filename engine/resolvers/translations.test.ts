import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/fixture-catalog.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { cartWith, signIn, V } from '../test/shop.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const PRODUCT = `query P($handle: String!, $language: LanguageCode) @inContext(language: $language) {
  product(handle: $handle) {
    handle title description descriptionHtml seo { title }
    options { name values optionValues { name } }
    variants(first: 10) { nodes { sku title selectedOptions { name value } } }
    images(first: 5) { nodes { altText } }
    warranty: metafield(namespace: "custom", key: "warranty_service") { value }
    design: metafield(namespace: "shopify", key: "eyewear-frame-design") { value references(first: 5) { nodes { ... on Metaobject { handle field(key: "label") { value } } } } }
  }
}`;

const product = async (handle: string, language?: string) => {
  const { data, errors } = await h.gql(PRODUCT, { handle, language });
  expect(errors).toBeUndefined();
  return data.product;
};

describe('@inContext(language:)', () => {
  it('answers Arabic titles, descriptions, options, variant titles, metafields, labels and alt texts for AR', async () => {
    const p = await product('aviator-classic', 'AR');
    expect(p.handle).toBe('aviator-classic');
    expect(p.title).toBe('نظارة شمسية راي بان أفياتور كلاسيك');
    expect(p.seo.title).toBe(p.title);
    expect(p.descriptionHtml).toBe('<p>نظارة أفياتور كلاسيك من راي بان، صُمّمت لشمس الخليج.</p>');
    expect(p.description).toBe('نظارة أفياتور كلاسيك من راي بان، صُمّمت لشمس الخليج.');
    expect(p.options).toEqual([
      { name: 'اللون', values: ['ذهبي', 'فضي'], optionValues: [{ name: 'ذهبي' }, { name: 'فضي' }] },
      { name: 'المقاس', values: ['55 مم', '58 مم'], optionValues: [{ name: '55 مم' }, { name: '58 مم' }] },
    ]);
    expect(p.variants.nodes[3]).toEqual({
      sku: 'RB-AV-S58',
      title: 'فضي / 58 مم',
      selectedOptions: [
        { name: 'اللون', value: 'فضي' },
        { name: 'المقاس', value: '58 مم' },
      ],
    });
    expect(p.warranty.value).toBe('ضمان دولي لمدة سنتين');
    // The reference itself (a gid) is not text; the metaobject's label is.
    expect(p.design.value).toMatch(/^\["gid:\/\/shopify\/Metaobject\/\d+"\]$/);
    expect(p.design.references.nodes).toEqual([{ handle: 'aviator', field: { value: 'أفياتور' } }]);
    // Only the first image has an Arabic alt text: the second falls back to English.
    expect(p.images.nodes).toEqual([{ altText: 'نظارة أفياتور كلاسيك، منظر أمامي' }, { altText: 'Aviator Classic view 2' }]);
  });

  it('answers English for EN, for no language and for a language the shop has no translations in', async () => {
    for (const language of ['EN', undefined, 'FR']) {
      const p = await product('aviator-classic', language);
      expect(p.title).toBe('Aviator Classic');
      expect(p.description).toBe('Aviator Classic by Ray-Ban. Crafted for the Gulf sun.');
      expect(p.options[0]).toEqual({
        name: 'Color',
        values: ['Gold', 'Silver'],
        optionValues: [{ name: 'Gold' }, { name: 'Silver' }],
      });
      expect(p.variants.nodes[3]).toMatchObject({
        title: 'Silver / 58',
        selectedOptions: [
          { name: 'Color', value: 'Silver' },
          { name: 'Size', value: '58' },
        ],
      });
      expect(p.warranty.value).toBe('2-year international warranty');
      expect(p.design.references.nodes[0].field.value).toBe('Aviator');
      expect(p.images.nodes[0].altText).toBe('Aviator Classic view 1');
    }
  });

  it('falls back to English, field by field, where a product has no Arabic', async () => {
    const untranslated = await product('cat-eye-luxe', 'AR');
    expect(untranslated.title).toBe('Cat Eye Luxe');
    expect(untranslated.options[0].name).toBe('Color');
    const partly = await product('daily-clear-30', 'AR');
    expect(partly.options).toEqual([
      { name: 'القوة', values: ['-1.00', '-2.00'], optionValues: [{ name: '-1.00' }, { name: '-2.00' }] },
    ]);
    expect(partly.variants.nodes[0].title).toBe('-1.00');
  });
});

describe('choosing a variant by translated options', () => {
  const SELECT = `query S($handle: String!, $selected: [SelectedOptionInput!]!, $language: LanguageCode, $ci: Boolean) @inContext(language: $language) {
    product(handle: $handle) {
      variantBySelectedOptions(selectedOptions: $selected, caseInsensitiveMatch: $ci) { sku title }
      selectedOrFirstAvailableVariant(selectedOptions: $selected) { sku }
    }
  }`;
  const select = async (selected: { name: string; value: string }[], language?: string, ci = false) => {
    const { data, errors } = await h.gql(SELECT, { handle: 'aviator-classic', selected, language, ci });
    expect(errors).toBeUndefined();
    return data.product;
  };

  it('finds the variant from Arabic names and values, as Shopify accepts translated options', async () => {
    const p = await select(
      [
        { name: 'اللون', value: 'فضي' },
        { name: 'المقاس', value: '58 مم' },
      ],
      'AR',
    );
    expect(p.variantBySelectedOptions).toEqual({ sku: 'RB-AV-S58', title: 'فضي / 58 مم' });
    expect(p.selectedOrFirstAvailableVariant.sku).toBe('RB-AV-S58');
  });

  it('still takes the catalog’s English options, alone or mixed with Arabic, in any language', async () => {
    const english = [
      { name: 'Color', value: 'Gold' },
      { name: 'Size', value: '58' },
    ];
    expect((await select(english)).variantBySelectedOptions.sku).toBe('RB-AV-G58');
    expect((await select(english, 'AR')).variantBySelectedOptions).toEqual({ sku: 'RB-AV-G58', title: 'ذهبي / 58 مم' });
    const mixed = await select(
      [
        { name: 'Color', value: 'فضي' },
        { name: 'المقاس', value: '55' },
      ],
      'AR',
    );
    expect(mixed.variantBySelectedOptions.sku).toBe('RB-AV-S55');
    expect(
      (
        await select(
          [
            { name: 'color', value: 'SILVER' },
            { name: 'size', value: '55' },
          ],
          undefined,
          true,
        )
      ).variantBySelectedOptions.sku,
    ).toBe('RB-AV-S55');
  });

  it('matches nothing for an unknown value, and selectedOrFirstAvailableVariant then picks the first in stock', async () => {
    const p = await select([{ name: 'اللون', value: 'أخضر' }], 'AR');
    expect(p.variantBySelectedOptions).toBeNull();
    expect(p.selectedOrFirstAvailableVariant.sku).toBe('RB-AV-G55');
  });
});

describe('carts and orders in Arabic', () => {
  const CART = `query C($id: ID!, $language: LanguageCode) @inContext(language: $language) {
    cart(id: $id) { checkoutUrl lines(first: 5) { nodes { merchandise { ... on ProductVariant { title product { title } selectedOptions { name value } } } } } }
  }`;

  it('shows the cart’s merchandise in the request’s language and hands the language to the checkout', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(2), quantity: 1 }]);
    const ar = (await h.gql(CART, { id: cart.id, language: 'AR' })).data.cart;
    expect(ar.lines.nodes[0].merchandise).toEqual({
      title: 'ذهبي / 58 مم',
      product: { title: 'نظارة شمسية راي بان أفياتور كلاسيك' },
      selectedOptions: [
        { name: 'اللون', value: 'ذهبي' },
        { name: 'المقاس', value: '58 مم' },
      ],
    });
    expect(new URL(ar.checkoutUrl).searchParams.get('locale')).toBe('ar');
    const en = (await h.gql(CART, { id: cart.id })).data.cart;
    expect(en.lines.nodes[0].merchandise.title).toBe('Gold / 58');
    expect(en.checkoutUrl).toBe(cart.checkoutUrl);
    expect(new URL(en.checkoutUrl).searchParams.has('locale')).toBe(false);
  });

  it('titles order line items in Arabic where the product has an Arabic title', async () => {
    const token = await signIn(h, DEMO.email, DEMO.password);
    const ORDERS = `query O($token: String!, $language: LanguageCode) @inContext(language: $language) {
      customer(customerAccessToken: $token) { orders(first: 5, sortKey: PROCESSED_AT) { nodes { lineItems(first: 5) { nodes { title variant { title } } } } } }
    }`;
    const titles = async (language?: string) =>
      (await h.gql(ORDERS, { token, language })).data.customer.orders.nodes.map(
        (order: { lineItems: { nodes: { title: string; variant: { title: string } }[] } }) => order.lineItems.nodes[0],
      );
    expect(await titles('AR')).toEqual([
      { title: 'نظارة شمسية راي بان أفياتور كلاسيك', variant: { title: 'ذهبي / 55 مم' } },
      { title: 'عدسات يومية شفافة، 30 عدسة', variant: { title: '-1.00' } },
      { title: 'Site Guard Safety', variant: { title: 'Default Title' } },
    ]);
    expect((await titles()).map((line: { title: string }) => line.title)).toEqual([
      'Aviator Classic',
      'Daily Clear 30 Pack',
      'Site Guard Safety',
    ]);
  });
});

describe('localization', () => {
  it('lists English and Arabic and names them, and countries, in the request’s language', async () => {
    const QUERY = `query L($language: LanguageCode) @inContext(country: AE, language: $language) {
      localization { language { isoCode name endonymName } availableLanguages { isoCode endonymName } country { name } }
    }`;
    const ar = (await h.gql(QUERY, { language: 'AR' })).data.localization;
    expect(ar.language).toEqual({ isoCode: 'AR', name: 'العربية', endonymName: 'العربية' });
    expect(ar.availableLanguages).toEqual([
      { isoCode: 'EN', endonymName: 'English' },
      { isoCode: 'AR', endonymName: 'العربية' },
    ]);
    expect(ar.country.name).toBe('الإمارات العربية المتحدة');
    const en = (await h.gql(QUERY, { language: 'FR' })).data.localization;
    expect(en.language).toEqual({ isoCode: 'EN', name: 'English', endonymName: 'English' });
    expect(en.country.name).toBe('United Arab Emirates');
  });
});
