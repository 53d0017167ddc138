/** The seed catalog's Arabic: complete, faithful to the English facts, and written as Arabic. */
import { describe, expect, it } from 'vitest';
import { countAr, measureAr, NOUNS, quantityAr } from './arabic.ts';
import { OPENERS, SHAPE_LINES } from './descriptions.ts';
import { OPENERS_AR, SHAPE_LINES_AR } from './descriptions-ar.ts';
import { generateCatalog } from './index.ts';
import type { SeedProduct, SeedProductTranslation } from './types.ts';

// The shelf: the hidden lens packages (lens-packages.ts) are named and described on their own terms.
const products = generateCatalog().products.filter((p) => p.productType !== 'Lenses');
const arabic = (p: SeedProduct): SeedProductTranslation => {
  const translation = p.translations?.ar;
  if (!translation) throw new Error(`${p.handle} has no Arabic`);
  return translation;
};
const LATIN = /[A-Za-z]/;
const ARABIC = /[\u0600-\u06ff]/;

describe('counting in Arabic', () => {
  it('agrees the noun with the number, as Arabic does', () => {
    expect(['1 lens', '2 lenses', '6 lenses', '10 lenses', '30 lenses', '90 lenses'].map(quantityAr)).toEqual([
      'عدسة واحدة',
      'عدستان',
      '6 عدسات',
      '10 عدسات',
      '30 عدسة',
      '90 عدسة',
    ]);
    expect(['1 day', '2 weeks', '1 month', '3 months', '1 year'].map(quantityAr)).toEqual([
      'يوم واحد',
      'أسبوعان',
      'شهر واحد',
      '3 أشهر',
      'سنة واحدة',
    ]);
    expect([7, 11, 90, 100, 103].map((n) => countAr(n, NOUNS.day))).toEqual([
      '7 أيام',
      '11 يوماً',
      '90 يوماً',
      '100 يوم',
      '103 أيام',
    ]);
    expect(measureAr('52 mm')).toBe('52 مم');
    expect(measureAr('360 ml')).toBe('360 مل');
    expect(() => quantityAr('3 boxes')).toThrow();
  });
});

describe('the Arabic catalog', () => {
  it('gives every product an Arabic title: type, brand in Arabic letters, the Latin model code, the style', () => {
    const titles = new Set<string>();
    for (const p of products) {
      const { title } = arabic(p);
      titles.add(title);
      expect(title, p.handle).toMatch(ARABIC);
      expect(title, p.handle).not.toMatch(/\s{2}|^\s|\s$/);
      if (p.productType === 'ContactLenses') {
        expect(title, p.handle).not.toMatch(LATIN);
        continue;
      }
      const model = p.title.slice(p.vendor.length + 1).match(/^([A-Z]+ ?\d+[A-Z0-9]*)/)![1]!;
      expect(title.startsWith('نظارة '), p.handle).toBe(true);
      expect(title, p.handle).toContain(` ${model}`);
      expect(title.replace(model, ''), p.handle).not.toMatch(LATIN);
    }
    expect(titles.size).toBe(products.length);
    const rayBan = products.find((p) => p.title === 'Ray-Ban RB1369 Square Oversized')!;
    expect(arabic(rayBan).title).toBe('نظارة شمسية راي بان RB1369 مربعة بحجم كبير');
  });

  it('writes the description as Arabic paragraphs and a feature list, point for point with the English', () => {
    const shape = (html: string) => [html.match(/<p>/g)?.length, html.match(/<li>/g)?.length];
    for (const p of products) {
      const { descriptionHtml } = arabic(p);
      expect(descriptionHtml, p.handle).toMatch(/^<p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(shape(descriptionHtml), p.handle).toEqual(shape(p.descriptionHtml));
      // Latin letters only for codes and standards: models, UV400, EN 166, ANSI, TR90, Dk/t, CR-39, UVA/UVB.
      const prose = descriptionHtml
        .replace(/<[^>]+>/g, ' ')
        .replace(/\b(?:[A-Z]{1,5} ?\d+[A-Z0-9]*|UVA|UVB|ANSI|Dk\/t|TR90)\b/g, '');
      expect(prose, p.handle).not.toMatch(LATIN);
    }
    expect(new Set(products.map((p) => arabic(p).descriptionHtml)).size).toBe(products.length);
  });

  it('picks the same sentences as the English copy', () => {
    expect(OPENERS_AR).toHaveLength(OPENERS.length);
    for (const [shape, lines] of Object.entries(SHAPE_LINES))
      expect(SHAPE_LINES_AR[shape as keyof typeof SHAPE_LINES], shape).toHaveLength(lines.length);
  });

  it('names every option and translates every colour, size and pack, telling the variants apart', () => {
    for (const p of products) {
      const { optionNames, optionValues } = arabic(p);
      for (const option of p.options) {
        if (option.name === 'Title') continue;
        expect(optionNames[option.name], `${p.handle} ${option.name}`).toMatch(ARABIC);
        const translated = optionValues[option.name] ?? {};
        if (['Color', 'Size', 'Pack'].includes(option.name)) {
          for (const value of option.values) expect(translated[value], `${p.handle} ${value}`).toMatch(ARABIC);
        }
        expect(new Set(Object.values(translated)).size).toBe(Object.keys(translated).length);
      }
    }
    const sized = products.find((p) => p.options.some((o) => o.name === 'Size'))!;
    const size = sized.options.find((o) => o.name === 'Size')!.values[0]!;
    expect(arabic(sized).optionValues.Size![size]).toBe(size.replace('mm', 'مم'));
  });

  it('translates the text metafields a shopper reads, and leaves codes and numbers alone', () => {
    const translatable = [
      'warranty_service',
      'lens_type',
      'lens_effect',
      'shipping_to',
      'package_contains',
      'uv_filter',
      'pack_size',
      'usability_after_opening',
      'brand',
    ];
    for (const p of products) {
      const { metafields } = arabic(p);
      for (const m of p.metafields) {
        if ('references' in m) continue;
        const name = `${m.namespace}.${m.key}`;
        if (translatable.includes(m.key) || name === 'shopify.country-of-origin')
          expect(metafields[name], `${p.handle} ${name}`).toMatch(ARABIC);
        if (['upc_barcode_', 'frame_size', 'base_curve', 'manufacturer', 'arabic_name', 'free_delivery'].includes(m.key))
          expect(metafields[name]).toBeUndefined();
        if (m.type.startsWith('list.') && metafields[name])
          expect(JSON.parse(metafields[name]!)).toHaveLength((JSON.parse(m.value) as unknown[]).length);
      }
    }
  });

  it('labels every taxonomy value in Arabic', () => {
    const labels = new Map<string, string>();
    for (const ref of products.flatMap((p) => p.metafields.flatMap((m) => ('references' in m ? m.references : [])))) {
      const label = ref.translations?.ar;
      expect(label, `${ref.type}/${ref.handle}`).toBeDefined();
      expect(label === 'CR-39' || label === 'TR90' || ARABIC.test(label!), label).toBe(true);
      // One metaobject, one label, whichever product names it.
      expect(labels.get(`${ref.type}/${ref.handle}`) ?? label).toBe(label);
      labels.set(`${ref.type}/${ref.handle}`, label!);
    }
    expect(labels.get('shopify--eyewear-frame-design/cat-eye')).toBe('عين القطة');
    expect(labels.get('shopify--target-gender/female')).toBe('نسائي');
    expect(labels.get('shopify--color-pattern/rose-gold')).toBe('ذهبي وردي');
  });

  it('captions every image in Arabic with its colour and angle', () => {
    for (const p of products) {
      const { imageAlts, title } = arabic(p);
      for (const image of p.images) {
        const alt = imageAlts[image.key];
        expect(alt, image.key).toMatch(ARABIC);
        if (/-(front|three-quarter|side|folded)$/.test(image.key))
          expect(alt, image.key).toMatch(
            new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} باللون .+، (منظر|وهي مطوية)`),
          );
      }
    }
  });
});
