/** A small catalog for the engine's tests, independent of the real generator. */
import type { SeedCatalog, SeedProduct, SeedVariant } from '../seed/catalog/types.ts';

export const DEMO = { email: 'demo@nazzara.test', password: 'demo-pass-123' };

function variant(
  sku: string,
  options: Record<string, string>,
  priceAed: number,
  quantityAvailable: number,
  compareAtPriceAed: number | null = null,
): SeedVariant {
  const selectedOptions = Object.entries(options).map(([name, value]) => ({ name, value }));
  return {
    sku,
    title: selectedOptions.length ? selectedOptions.map((o) => o.value).join(' / ') : 'Default Title',
    selectedOptions,
    priceAed,
    compareAtPriceAed,
    quantityAvailable,
    imageKey: null,
  };
}

function product(
  partial: Partial<SeedProduct> & Pick<SeedProduct, 'handle' | 'title' | 'vendor' | 'productType' | 'variants'>,
): SeedProduct {
  return {
    descriptionHtml: `<p>${partial.title} by ${partial.vendor}. Crafted for the Gulf sun.</p>`,
    tags: [partial.productType.toLowerCase()],
    options: [],
    images: [1, 2].map((n) => ({
      key: `${partial.handle}-${n}`,
      altText: `${partial.title} view ${n}`,
      width: 1200,
      height: 800,
    })),
    videos: [],
    metafields: [],
    createdAt: '2024-01-01T00:00:00Z',
    ...partial,
  };
}

/** One try-on picture shared by both sizes of the gold aviator; the silver ones have none. */
const GOLD_TRY_ON = {
  key: 'aviator-classic-gold-try-on',
  altText: 'Aviator Classic in Gold, front for try-on',
  width: 420,
  height: 180,
};

export function fixtureCatalog(): SeedCatalog {
  const products: SeedProduct[] = [
    product({
      handle: 'aviator-classic',
      title: 'Aviator Classic',
      vendor: 'Ray-Ban',
      productType: 'Sunglasses',
      tags: ['sunglasses', 'aviator', 'bestseller'],
      options: [
        { name: 'Color', values: ['Gold', 'Silver'] },
        { name: 'Size', values: ['55', '58'] },
      ],
      variants: [
        {
          ...variant('RB-AV-G55', { Color: 'Gold', Size: '55' }, 650, 10, 800),
          imageKey: 'aviator-classic-2',
          tryOnImage: GOLD_TRY_ON,
        },
        { ...variant('RB-AV-G58', { Color: 'Gold', Size: '58' }, 650, 2, 800), tryOnImage: GOLD_TRY_ON },
        variant('RB-AV-S55', { Color: 'Silver', Size: '55' }, 700, 0),
        variant('RB-AV-S58', { Color: 'Silver', Size: '58' }, 700, 1),
      ],
      videos: [
        {
          previewImageKey: 'aviator-classic-1',
          sources: [
            { url: '/cdn/shop/videos/aviator-classic.mp4', format: 'mp4', mimeType: 'video/mp4', width: 1280, height: 720 },
          ],
        },
      ],
      metafields: [
        { namespace: 'custom', key: 'arabic_name', type: 'single_line_text_field', value: 'أفياتور كلاسيك' },
        { namespace: 'custom', key: 'free_delivery', type: 'boolean', value: 'true' },
        { namespace: 'custom', key: 'warranty_service', type: 'single_line_text_field', value: '2-year international warranty' },
        {
          namespace: 'shopify',
          key: 'eyewear-frame-design',
          type: 'list.metaobject_reference',
          references: [
            { type: 'shopify--eyewear-frame-design', handle: 'aviator', label: 'Aviator', translations: { ar: 'أفياتور' } },
          ],
        },
      ],
      createdAt: '2024-03-01T00:00:00Z',
      // Partly translated on purpose: the second image's alt text falls back to English.
      translations: {
        ar: {
          title: 'نظارة شمسية راي بان أفياتور كلاسيك',
          descriptionHtml: '<p>نظارة أفياتور كلاسيك من راي بان، صُمّمت لشمس الخليج.</p>',
          optionNames: { Color: 'اللون', Size: 'المقاس' },
          optionValues: { Color: { Gold: 'ذهبي', Silver: 'فضي' }, Size: { '55': '55 مم', '58': '58 مم' } },
          metafields: { 'custom.warranty_service': 'ضمان دولي لمدة سنتين' },
          imageAlts: { 'aviator-classic-1': 'نظارة أفياتور كلاسيك، منظر أمامي' },
        },
      },
    }),
    product({
      handle: 'cat-eye-luxe',
      title: 'Cat Eye Luxe',
      vendor: 'Gucci',
      productType: 'Eyeglasses',
      options: [{ name: 'Color', values: ['Black'] }],
      variants: [variant('GU-CE-BK', { Color: 'Black' }, 2450, 5, 2900)],
      metafields: [
        {
          namespace: 'shopify',
          key: 'eyewear-frame-design',
          type: 'list.metaobject_reference',
          references: [
            { type: 'shopify--eyewear-frame-design', handle: 'cat-eye', label: 'Cat-eye' },
            { type: 'shopify--eyewear-frame-design', handle: 'aviator', label: 'Aviator' },
          ],
        },
        {
          namespace: 'shopify',
          key: 'eyewear-frame-color',
          type: 'list.metaobject_reference',
          references: [{ type: 'shopify--color-pattern', handle: 'black', label: 'Black', color: '#1b1b1b' }],
        },
      ],
      createdAt: '2024-02-01T00:00:00Z',
    }),
    product({
      handle: 'daily-clear-30',
      title: 'Daily Clear 30 Pack',
      vendor: 'Acuvue',
      productType: 'ContactLenses',
      options: [{ name: 'Power', values: ['-1.00', '-2.00'] }],
      variants: [variant('AC-DC-100', { Power: '-1.00' }, 120, 50), variant('AC-DC-200', { Power: '-2.00' }, 120, 50)],
      metafields: [{ namespace: 'custom', key: 'base_curve', type: 'single_line_text_field', value: '8.5' }],
      createdAt: '2024-04-01T00:00:00Z',
      translations: {
        ar: {
          title: 'عدسات يومية شفافة، 30 عدسة',
          descriptionHtml: '<p>عدسات يومية شفافة من أكيوفيو.</p>',
          optionNames: { Power: 'القوة' },
          optionValues: {},
          metafields: {},
          imageAlts: {},
        },
      },
    }),
    product({
      handle: 'last-unit-shield',
      title: 'Last Unit Shield',
      vendor: 'Oakley',
      productType: 'Sunglasses',
      variants: [variant('OK-LU-1', {}, 15000, 1)],
      createdAt: '2024-05-01T00:00:00Z',
    }),
    product({
      handle: 'sold-out-reader',
      title: 'Sold Out Reader',
      vendor: 'Amara',
      productType: 'Reading-glass',
      variants: [variant('AM-SO-1', {}, 199.5, 0)],
      createdAt: '2023-12-01T00:00:00Z',
    }),
    product({
      handle: 'site-guard',
      title: 'Site Guard Safety',
      vendor: 'Uvex',
      productType: 'Safety-glass',
      variants: [variant('UV-SG-1', {}, 95, 30)],
      createdAt: '2024-06-01T00:00:00Z',
    }),
  ];
  return {
    products,
    customers: [
      {
        email: DEMO.email,
        password: DEMO.password,
        firstName: 'Layla',
        lastName: 'Haddad',
        phone: '+971501234567',
        addresses: [
          {
            firstName: 'Layla',
            lastName: 'Haddad',
            address1: '12 Marina Walk',
            city: 'Dubai',
            country: 'United Arab Emirates',
            zip: '00000',
            phone: '+971501234567',
          },
          {
            firstName: 'Layla',
            lastName: 'Haddad',
            address1: '4 Gulf Road',
            city: 'Kuwait City',
            country: 'Kuwait',
            zip: '13001',
            phone: '+96550123456',
          },
        ],
        defaultAddressIndex: 0,
        orders: [
          {
            processedAt: '2024-07-01T10:00:00Z',
            fulfillmentStatus: 'FULFILLED',
            lines: [{ productHandle: 'aviator-classic', variantSku: 'RB-AV-G55', quantity: 1 }],
            shippingAddressIndex: 0,
          },
          {
            processedAt: '2024-08-01T10:00:00Z',
            fulfillmentStatus: 'PROCESSING',
            lines: [{ productHandle: 'daily-clear-30', variantSku: 'AC-DC-100', quantity: 2 }],
            shippingAddressIndex: 1,
          },
          {
            processedAt: '2024-09-01T10:00:00Z',
            fulfillmentStatus: 'UNFULFILLED',
            lines: [{ productHandle: 'site-guard', variantSku: 'UV-SG-1', quantity: 1 }],
            shippingAddressIndex: 0,
          },
        ],
      },
    ],
  };
}

/**
 * The fixture catalog with the one hidden lens package the lens steps sell beside a frame (single
 * vision, 1.50 with anti-reflective coating, AED 150), for tests that put a pair in the cart.
 */
export function fixtureCatalogWithLenses(): SeedCatalog {
  const catalog = fixtureCatalog();
  catalog.products.push({
    handle: 'lenses-single-vision',
    title: 'Single vision lenses',
    descriptionHtml: '<p>Prescription lenses for one distance.</p>',
    vendor: 'Nazzara',
    productType: 'Lenses',
    tags: ['Lenses'],
    options: [
      { name: 'Index', values: ['1.50'] },
      { name: 'Coating', values: ['Anti-reflective'] },
    ],
    variants: [
      {
        sku: 'LNS-SV-150-AR',
        title: '1.50 / Anti-reflective',
        selectedOptions: [
          { name: 'Index', value: '1.50' },
          { name: 'Coating', value: 'Anti-reflective' },
        ],
        priceAed: 150,
        compareAtPriceAed: null,
        quantityAvailable: 1000,
        imageKey: null,
      },
    ],
    images: [],
    videos: [],
    metafields: [{ namespace: 'seo', key: 'hidden', type: 'number_integer', value: '1' }],
    createdAt: '2024-01-01T00:00:00Z',
  });
  return catalog;
}
