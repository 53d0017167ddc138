import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, generateCatalog, HOME_GRID_VENDORS, PRICE_BANDS } from './index.ts';
import type { SeedMetafield, SeedProduct } from './types.ts';
import { CONTACT_BRANDS, READING_BRANDS, SAFETY_BRANDS } from './brands.ts';
import { FRAME_SHAPES } from './vocabulary.ts';

const catalog = generateCatalog();
const products = catalog.products;
const variants = products.flatMap((p) => p.variants);
const FRAME_TYPES = ['Sunglasses', 'Eyeglasses', 'Clip-on', 'Reading-glass', 'Safety-glass'];
const frames = products.filter((p) => FRAME_TYPES.includes(p.productType));
/** What the shop shows: every product but the hidden lens packages. */
const shelf = products.filter((p) => p.productType !== 'Lenses');

function field(p: SeedProduct, namespace: string, key: string): SeedMetafield | undefined {
  return p.metafields.find((m) => m.namespace === namespace && m.key === key);
}

function refHandles(p: SeedProduct, key: string): string[] {
  const m = field(p, 'shopify', key);
  return m && 'references' in m ? m.references.map((r) => r.handle) : [];
}

function lowestPrice(p: SeedProduct): number {
  return Math.min(...p.variants.map((v) => v.priceAed));
}

describe('seed catalog', () => {
  it('is deterministic and quick', () => {
    const started = performance.now();
    const again = generateCatalog();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalog));
  });

  it('has at least 150 products over the six types', () => {
    expect(shelf.length).toBeGreaterThanOrEqual(150);
    const counts = new Map<string, number>();
    for (const p of shelf) counts.set(p.productType, (counts.get(p.productType) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([
      'Clip-on',
      'ContactLenses',
      'Eyeglasses',
      'Reading-glass',
      'Safety-glass',
      'Sunglasses',
    ]);
    expect(counts.get('Sunglasses')).toBeGreaterThanOrEqual(40);
    expect(counts.get('Eyeglasses')).toBeGreaterThanOrEqual(40);
    for (const type of ['ContactLenses', 'Clip-on', 'Reading-glass', 'Safety-glass'])
      expect(counts.get(type)).toBeGreaterThanOrEqual(8);
  });

  it('has the hidden lens packages last: one per usage, Index × Coating, priced from the data file', () => {
    const packages = products.filter((p) => p.productType === 'Lenses');
    expect(packages.map((p) => p.handle)).toEqual([
      'lenses-single-vision',
      'lenses-reading',
      'lenses-progressive',
      'lenses-non-prescription',
    ]);
    expect(products.slice(-4)).toEqual(packages);
    for (const p of packages) {
      expect(p.options.map((o) => o.name)).toEqual(['Index', 'Coating']);
      expect(p.metafields).toContainEqual({ namespace: 'seo', key: 'hidden', type: 'number_integer', value: '1' });
      expect(p.translations?.ar?.optionValues.Coating?.['Anti-reflective']).toBe('مضادة للانعكاس');
    }
    const price = (handle: string, title: string) =>
      packages.find((p) => p.handle === handle)!.variants.find((v) => v.title === title)!.priceAed;
    expect(price('lenses-single-vision', '1.50 / Anti-reflective')).toBe(150);
    expect(price('lenses-single-vision', '1.67 / Blue-light filter')).toBe(650);
    expect(price('lenses-progressive', '1.74 / Polarised grey')).toBe(1800);
    expect(packages.find((p) => p.handle === 'lenses-non-prescription')!.variants.map((v) => v.title)).toEqual([
      '1.50 / Anti-reflective',
      '1.50 / Blue-light filter',
      '1.60 / Anti-reflective',
      '1.60 / Blue-light filter',
    ]);
  });

  it('has 30+ vendors, every home-grid brand, and the right brands per type', () => {
    const vendors = new Set(products.map((p) => p.vendor));
    expect(vendors.size).toBeGreaterThanOrEqual(30);
    for (const vendor of Object.values(HOME_GRID_VENDORS)) expect(vendors, vendor).toContain(vendor);
    expect(Object.keys(HOME_GRID_VENDORS)).toHaveLength(12);
    const names = (list: readonly { name: string }[]) => list.map((b) => b.name);
    for (const p of products.filter((x) => x.productType === 'ContactLenses')) expect(names(CONTACT_BRANDS)).toContain(p.vendor);
    for (const p of products.filter((x) => x.productType === 'Reading-glass')) expect(names(READING_BRANDS)).toContain(p.vendor);
    for (const p of products.filter((x) => x.productType === 'Safety-glass')) expect(names(SAFETY_BRANDS)).toContain(p.vendor);
  });

  it('gives every frame one of the 8 shapes, and uses all of them', () => {
    const shapes = new Set<string>();
    for (const p of frames) {
      const handles = refHandles(p, 'eyewear-frame-design');
      expect(handles, p.handle).toHaveLength(1);
      shapes.add(handles[0]!);
      const design = field(p, 'shopify', 'eyewear-frame-design');
      expect(design && 'references' in design && design.references[0]?.type).toBe('shopify--eyewear-frame-design');
    }
    expect([...shapes].sort()).toEqual(FRAME_SHAPES.map((s) => s.id).sort());
  });

  it('covers the three genders and about 20 frame colours', () => {
    const genders = new Set(shelf.flatMap((p) => refHandles(p, 'target-gender')));
    expect([...genders].sort()).toEqual(['female', 'male', 'unisex']);
    expect(shelf.every((p) => refHandles(p, 'target-gender').length === 1)).toBe(true);
    const colours = new Set(frames.flatMap((p) => refHandles(p, 'eyewear-frame-color')));
    expect(colours.size).toBeGreaterThanOrEqual(18);
    expect(colours).toContain('matte-black');
    const ages = new Set(products.flatMap((p) => refHandles(p, 'age-group')));
    expect([...ages].sort()).toEqual(['adults', 'kids', 'teens']);
  });

  it('fills every price band of the filter', () => {
    for (const band of PRICE_BANDS) {
      const inBand = products.filter((p) => lowestPrice(p) >= band.min && lowestPrice(p) < band.max);
      expect(inBand.length, band.label).toBeGreaterThanOrEqual(3);
    }
    expect(Math.max(...variants.map((v) => v.priceAed))).toBeLessThan(15000);
    const cheapestLens = Math.min(...products.filter((p) => p.productType === 'ContactLenses').map(lowestPrice));
    expect(cheapestLens).toBeLessThan(200);
  });

  it('prices like a shop: 0 or 5 endings, some fils, compare-at on about half and always higher', () => {
    for (const v of variants) {
      const cents = Math.round(v.priceAed * 100);
      expect(cents % 50, `${v.sku} ${v.priceAed}`).toBe(0);
      if (cents % 100 === 0) expect((cents / 100) % 5, `${v.sku} ${v.priceAed}`).toBe(0);
    }
    expect(variants.some((v) => !Number.isInteger(v.priceAed))).toBe(true);
    const discounted = products.filter((p) => p.variants.some((v) => v.compareAtPriceAed !== null));
    expect(discounted.length / products.length).toBeGreaterThan(0.35);
    expect(discounted.length / products.length).toBeLessThan(0.65);
    for (const v of variants) if (v.compareAtPriceAed !== null) expect(v.compareAtPriceAed).toBeGreaterThan(v.priceAed);
  });

  it('has the stock edge cases: 0, 1 and 2 left, and sold-out products', () => {
    for (const q of [0, 1, 2])
      expect(variants.filter((v) => v.quantityAvailable === q).length, `stock ${q}`).toBeGreaterThanOrEqual(5);
    const soldOut = products.filter((p) => p.variants.every((v) => v.quantityAvailable === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    const healthy = variants.filter((v) => v.quantityAvailable >= 3 && v.quantityAvailable <= 40);
    expect(healthy.length / variants.length).toBeGreaterThan(0.7);
  });

  it('keeps variant counts within Shopify limits, with one product near 200', () => {
    const counts = products.map((p) => p.variants.length);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(190);
    expect(Math.max(...counts)).toBeLessThanOrEqual(200);
    expect(products.some((p) => p.options.some((o) => o.values.length > 10))).toBe(true);
  });

  it('builds variants the way Shopify does', () => {
    for (const p of products) {
      const combos = p.options.reduce((acc, o) => acc * o.values.length, 1);
      expect(p.variants.length, p.handle).toBe(combos);
      for (const v of p.variants) {
        expect(v.title).toBe(v.selectedOptions.map((s) => s.value).join(' / '));
        expect(v.selectedOptions.map((s) => s.name)).toEqual(p.options.map((o) => o.name));
        for (const s of v.selectedOptions) expect(p.options.find((o) => o.name === s.name)?.values).toContain(s.value);
      }
      if (p.options[0]?.name === 'Title') {
        expect(p.options).toEqual([{ name: 'Title', values: ['Default Title'] }]);
        expect(p.variants[0]?.title).toBe('Default Title');
      }
    }
    expect(products.some((p) => p.options[0]?.name === 'Title')).toBe(true);
    expect(products.some((p) => p.options.some((o) => o.name === 'Size'))).toBe(true);
  });

  it('sells contact lenses by the vocabulary power range', () => {
    const powers = products.flatMap((p) =>
      p.options.filter((o) => o.name === 'Power' && p.productType === 'ContactLenses').flatMap((o) => o.values),
    );
    for (const expected of ['-0.50', '-0.75', '-6.00', '-6.50', '-10.00', '+0.50', '+6.00']) expect(powers).toContain(expected);
    expect(powers).not.toContain('-6.25');
    const reading = products.filter((p) => p.productType === 'Reading-glass');
    expect(reading.every((p) => p.options.some((o) => o.name === 'Power' && o.values.includes('+2.50')))).toBe(true);
  });

  it('has unique handles, SKUs and image keys, and variant images that exist', () => {
    const handles = products.map((p) => p.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const h of handles) expect(h).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const skus = variants.map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
    const barcodes = variants.map((v) => v.barcode);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    const keys = products.flatMap((p) => p.images.map((i) => i.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeLessThan(1500);
    for (const p of products) {
      const own = new Set(p.images.map((i) => i.key));
      for (const v of p.variants) if (v.imageKey !== null) expect(own, `${p.handle} ${v.sku}`).toContain(v.imageKey);
    }
  });

  it('shoots frames from several angles and each colour from the front', () => {
    for (const p of frames) {
      expect(p.images.length, p.handle).toBeGreaterThanOrEqual(3);
      const colours = p.options.find((o) => o.name === 'Color')?.values ?? [];
      const imageOf = new Set(p.variants.map((v) => v.imageKey));
      if (colours.length > 1) expect(imageOf.size).toBe(colours.length);
      expect(p.images.some((i) => i.key.endsWith('-side'))).toBe(true);
    }
    for (const image of products.flatMap((p) => p.images)) {
      expect(image.width).toBe(1200);
      expect(image.height).toBe(900);
      expect(image.altText.length).toBeGreaterThan(10);
    }
  });

  it('gives a few products a video whose poster is one of their images', () => {
    const withVideo = products.filter((p) => p.videos.length > 0);
    expect(withVideo.length).toBeGreaterThanOrEqual(5);
    for (const p of withVideo) for (const v of p.videos) expect(p.images.map((i) => i.key)).toContain(v.previewImageKey);
  });

  it('names every product in Arabic', () => {
    for (const p of shelf) {
      const arabic = field(p, 'custom', 'arabic_name');
      expect(arabic && 'value' in arabic ? arabic.value : '', p.handle).toMatch(/[\u0600-\u06FF]{3,}/);
    }
  });

  it('writes values of the declared metafield type, one type per key', () => {
    const typeOf = new Map<string, string>();
    for (const m of products.flatMap((p) => p.metafields)) {
      const id = `${m.namespace}.${m.key}`;
      expect(typeOf.get(id) ?? m.type, id).toBe(m.type);
      typeOf.set(id, m.type);
      if ('references' in m) {
        expect(m.references.length).toBeGreaterThan(0);
        for (const r of m.references) {
          expect(r.type).toMatch(/^shopify--/);
          expect(r.handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(r.label.length).toBeGreaterThan(0);
        }
        continue;
      }
      if (m.type === 'boolean') expect(['true', 'false']).toContain(m.value);
      if (m.type === 'number_decimal') expect(Number.isFinite(Number(m.value))).toBe(true);
      if (m.type.startsWith('list.')) {
        const parsed: unknown = JSON.parse(m.value);
        expect(Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')).toBe(true);
      }
      expect(m.value.length, id).toBeGreaterThan(0);
    }
  });

  it('fills every SPEC §3 metafield somewhere, and the lens facts on contact lenses', () => {
    const present = new Set(products.flatMap((p) => p.metafields.map((m) => `${m.namespace}.${m.key}`)));
    const custom = [
      'express_delivery',
      'free_delivery',
      'warranty_service',
      'uv_filter',
      'shipping_to',
      'lens_effect',
      'brand',
      'manufacturer',
      'upc_barcode_',
      'frame_size',
      'lens_replacement',
      'lens_type',
      'pack_size',
      'base_curve',
      'diameter',
      'volume',
      'oxygen_permeability',
      'water_content',
      'power_range',
      'usability_after_opening',
      'package_contains',
      'arabic_name',
    ];
    const shopify = [
      'lens-color',
      'temple-color',
      'eyewear-frame-color',
      'eyewear-frame-design',
      'optical-frame-design',
      'eyewear-lens-material',
      'eyewear-frame-material',
      'target-gender',
      'lens_polarization',
      'country-of-origin',
      'color-pattern',
      'age-group',
      'fabric',
    ];
    for (const key of custom) expect(present, key).toContain(`custom.${key}`);
    for (const key of shopify) expect(present, key).toContain(`shopify.${key}`);
    const lenses = products.filter((p) => p.productType === 'ContactLenses' && p.options.some((o) => o.name !== 'Title'));
    for (const p of lenses) {
      for (const key of [
        'base_curve',
        'diameter',
        'water_content',
        'power_range',
        'pack_size',
        'usability_after_opening',
        'oxygen_permeability',
        'package_contains',
      ]) {
        expect(field(p, 'custom', key), `${p.handle} ${key}`).toBeDefined();
      }
    }
    for (const p of products.filter((x) => x.productType === 'Eyeglasses'))
      expect(refHandles(p, 'optical-frame-design').length).toBe(1);
  });

  it('writes shop copy with paragraphs and a feature list', () => {
    for (const p of shelf) {
      expect(p.descriptionHtml).toMatch(/^<p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(p.descriptionHtml.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
      expect(p.descriptionHtml.toLowerCase()).not.toContain('lorem');
      expect(p.tags.length).toBeGreaterThan(2);
      expect(Number.isNaN(Date.parse(p.createdAt))).toBe(false);
    }
    expect(new Set(products.map((p) => p.descriptionHtml)).size).toBe(products.length);
  });

  it('has the demo customer with two addresses and an order in each status', () => {
    const demo = catalog.customers.find((c) => c.email === DEMO_EMAIL);
    expect(demo).toBeDefined();
    expect(demo?.password).toBe(DEMO_PASSWORD);
    expect(demo?.addresses.map((a) => a.city)).toEqual(['Dubai', 'Kuwait City']);
    expect(demo?.defaultAddressIndex).toBe(0);
    expect(demo?.orders.map((o) => o.fulfillmentStatus).sort()).toEqual(['FULFILLED', 'PROCESSING', 'UNFULFILLED']);
    for (const order of demo?.orders ?? []) {
      expect(order.processedAt.startsWith('2026-')).toBe(true);
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(order.lines.length).toBeLessThanOrEqual(3);
      expect(demo?.addresses[order.shippingAddressIndex]).toBeDefined();
      for (const line of order.lines) {
        const product = products.find((p) => p.handle === line.productHandle);
        const variant = product?.variants.find((v) => v.sku === line.variantSku);
        expect(variant, line.variantSku).toBeDefined();
        expect(variant?.quantityAvailable).toBeGreaterThanOrEqual(line.quantity);
      }
    }
  });
});
