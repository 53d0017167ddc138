/**
 * Contact lenses and lens-care products: Power (and Base Curve, Pack or Color) variants, the
 * clinical metafields, a box shot and a lens shot (one per colour for coloured lenses).
 */
import { brandByName } from './brands.ts';
import type { SeedContext } from './context.ts';
import { descriptionHtml } from './descriptions.ts';
import { IRIS_COLOURS, type LensLine } from './lens-lines.ts';
import { countryOfOrigin, custom, SHIPPING_GULF, taxonomy, taxonomyRefs } from './metafields.ts';
import { pickCompareAt, pickPrice } from './pricing.ts';
import type { Prng } from './prng.ts';
import { lensInArabic } from './translations-ar.ts';
import type { SeedImage, SeedMetafield, SeedOption, SeedProduct } from './types.ts';
import { buildVariants, defaultOptions, valueOf } from './variants.ts';
import { minusPowers, plusPowers, PRODUCT_TYPES, slugify } from './vocabulary.ts';

/** `id`: the shop's replacement schedule (`custom.replacement_schedule`, docs/lenses.md). */
const SCHEDULE_WORDS: Record<string, { id: string; en: string; ar: string }> = {
  '1 day': { id: 'daily', en: 'daily disposable', ar: 'يومية' },
  '2 weeks': { id: 'two-weekly', en: 'two-weekly', ar: 'كل أسبوعين' },
  '1 month': { id: 'monthly', en: 'monthly', ar: 'شهرية' },
  '3 months': { id: 'three-monthly', en: 'three-monthly', ar: 'كل ثلاثة أشهر' },
  '1 year': { id: 'yearly', en: 'yearly', ar: 'سنوية' },
};

export function buildLensProduct(prng: Prng, ctx: SeedContext, l: LensLine): SeedProduct {
  const brand = brandByName(l.brand);
  const title = `${l.brand} ${l.line}${l.pack ? ` (${l.pack})` : l.volumeMl ? ` ${l.volumeMl} ml` : ''}`;
  const handle = slugify(`${l.brand} ${l.line} ${l.kind === 'solution' ? '' : 'contact lenses'}`);
  const colours = prng.sample(IRIS_COLOURS, l.colours);
  const images = lensImages(
    ctx,
    l,
    handle,
    title,
    colours.map((c) => c.en),
  );
  const options = lensOptions(
    l,
    colours.map((c) => c.en),
  );
  const price = pickPrice(prng, l.price);
  const compareAt = pickCompareAt(prng, price);
  const bigPackPrice = Math.round((price * 2.7) / 5) * 5;
  const variants = buildVariants(
    {
      options,
      skuBase: `${brand.code}-${slugify(l.line)
        .split('-')
        .map((w) => w.slice(0, 3))
        .join('')
        .toUpperCase()
        .slice(0, 9)}`,
      price: (sel) => (valueOf(sel, 'Pack') === '90 lenses' ? bigPackPrice : price),
      compareAt: (_selection, p) => (compareAt === null ? null : Math.round((compareAt * p) / price / 5) * 5),
      imageKey: (sel) => {
        const colour = valueOf(sel, 'Color');
        return colour ? `${handle}-${slugify(colour)}-lens` : null;
      },
      soldOut: l.soldOut === true,
    },
    prng,
    ctx.barcodes,
  );
  const product: SeedProduct = {
    handle,
    title,
    descriptionHtml: lensDescription(l),
    vendor: l.brand,
    productType: 'ContactLenses',
    tags: [
      'ContactLenses',
      l.brand,
      l.kind === 'coloured' ? 'Coloured Lenses' : l.kind === 'solution' ? 'Lens Care' : 'Clear Lenses',
      ...(l.schedule ? [SCHEDULE_WORDS[l.schedule]!.en] : []),
    ],
    options: defaultOptions(options),
    variants:
      l.kind === 'solution'
        ? variants
        : variants.map((variant) => ({ ...variant, metafields: boxFacts(l, variant.selectedOptions) })),
    images,
    videos: [],
    metafields: lensMetafields(l, colours, variants[0]?.barcode ?? '', brand.ar, brand.manufacturer, brand.country),
    createdAt: ctx.nextCreatedAt(),
  };
  return { ...product, translations: { ar: lensInArabic(product, l) } };
}

/**
 * What the supply hint needs, on each box (variant): its lens count (the Pack option's, else the
 * line's pack) and the replacement schedule. Numbers and ids, so they read the same in every language.
 */
function boxFacts(l: LensLine, selection: { name: string; value: string }[]): SeedMetafield[] {
  const pack = valueOf(selection, 'Pack') ?? l.pack ?? '';
  const lenses = Number.parseInt(pack, 10);
  const schedule = l.schedule ? SCHEDULE_WORDS[l.schedule]!.id : null;
  if (!(lenses > 0) || !schedule) throw new Error(`${l.brand} ${l.line}: a box needs its lens count and schedule`);
  return [
    { namespace: 'custom', key: 'lenses_per_box', type: 'number_integer', value: String(lenses) },
    { namespace: 'custom', key: 'replacement_schedule', type: 'single_line_text_field', value: schedule },
  ];
}

function powerValues(l: LensLine): string[] {
  switch (l.powers) {
    case 'minus':
      return minusPowers();
    case 'minus+plus':
      return [...minusPowers(), ...plusPowers()];
    case 'plano+minus':
      return ['0.00', ...minusPowers()];
    case 'none':
      return [];
  }
}

function lensOptions(l: LensLine, colours: string[]): SeedOption[] {
  const options: SeedOption[] = [];
  if (colours.length > 0) options.push({ name: 'Color', values: colours });
  const powers = powerValues(l);
  if (powers.length > 0) options.push({ name: 'Power', values: powers });
  if (l.baseCurveOption) options.push({ name: 'Base Curve', values: [...l.baseCurves] });
  if (l.packOption) options.push({ name: 'Pack', values: [...l.packOption] });
  return options;
}

function lensImages(ctx: SeedContext, l: LensLine, handle: string, title: string, colours: string[]): SeedImage[] {
  const base = {
    kind: 'pack' as const,
    brand: l.brand,
    line: l.line,
    accentHex: l.accentHex,
    packLabel: l.volumeMl ? `${l.volumeMl} ml` : (l.pack ?? ''),
  };
  if (l.kind === 'solution') {
    return [ctx.addImage(`${handle}-bottle`, { ...base, title: `${title} bottle`, view: 'bottle', irisHex: null })];
  }
  const box = ctx.addImage(`${handle}-box`, { ...base, title: `${title} box`, view: 'box', irisHex: null });
  if (colours.length === 0) {
    return [
      box,
      ctx.addImage(`${handle}-lens`, { ...base, title: `${l.brand} ${l.line} lens close-up`, view: 'lens', irisHex: null }),
    ];
  }
  return [
    box,
    ...colours.map((c) =>
      ctx.addImage(`${handle}-${slugify(c)}-lens`, {
        ...base,
        title: `${l.brand} ${l.line} lens in ${c}`,
        view: 'lens',
        irisHex: IRIS_COLOURS.find((i) => i.en === c)!.hex,
      }),
    ),
  ];
}

function lensMetafields(
  l: LensLine,
  colours: readonly { en: string; ar: string }[],
  barcode: string,
  brandAr: string,
  manufacturer: string,
  country: string,
): SeedMetafield[] {
  const typeAr = PRODUCT_TYPES.find((t) => t.type === 'ContactLenses')!.ar;
  const schedule = l.schedule ? SCHEDULE_WORDS[l.schedule]! : null;
  const arabic =
    l.kind === 'solution'
      ? `محلول ${typeAr} ${brandAr} ${l.volumeMl} مل`
      : `${typeAr} ${brandAr} ${schedule?.ar ?? ''}${colours.length > 0 ? ` ${colours.map((c) => c.ar).join(' / ')}` : ''}`;
  const fields: SeedMetafield[] = [
    custom('arabic_name', arabic.replace(/\s+/g, ' ').trim()),
    custom('express_delivery', true),
    custom('free_delivery', false),
    custom('shipping_to', SHIPPING_GULF),
    custom('brand', l.brand),
    custom('manufacturer', manufacturer),
    custom('upc_barcode_', barcode),
    custom('warranty_service', 'Sealed products only; exchange on unopened boxes within 7 days'),
    countryOfOrigin(country),
    taxonomyRefs('target-gender', [{ handle: 'unisex', label: 'Unisex' }]),
    taxonomyRefs('age-group', [{ handle: 'adults', label: 'Adults' }]),
  ];
  if (l.volumeMl) fields.push(custom('volume', `${l.volumeMl} ml`));
  fields.push(custom('package_contains', packageContents(l)));
  if (l.schedule) fields.push(custom('usability_after_opening', l.schedule));
  if (l.kind === 'solution') return fields;
  fields.push(
    custom('pack_size', l.pack ?? ''),
    custom('base_curve', l.baseCurves.join(', ')),
    custom('diameter', Number(l.diameter)),
    custom('water_content', l.water ?? ''),
    custom('oxygen_permeability', `Dk/t ${l.dk}`),
    custom('power_range', powerRange(l)),
    custom('volume', '0.5 ml buffered saline per blister'),
    custom(
      'lens_type',
      l.kind === 'coloured' ? 'Coloured cosmetic soft lens' : `${SCHEDULE_WORDS[l.schedule ?? '1 month']!.en} soft lens`,
    ),
    custom('lens_effect', l.kind === 'coloured' ? 'Natural colour enhancement' : 'Clear'),
    custom('lens_replacement', false),
    taxonomy('eyewear-lens-material', [l.dk !== null && l.dk > 100 ? 'Silicone hydrogel' : 'Hydrogel']),
  );
  if (colours.length > 0) {
    fields.push(
      taxonomy(
        'lens-color',
        colours.map((c) => c.en),
      ),
      taxonomy(
        'color-pattern',
        colours.map((c) => c.en),
      ),
    );
  }
  if (l.uvBlocking) fields.push(custom('uv_filter', 'Class 1 UV blocking'));
  return fields;
}

/** '-0.50 to -10.00', or both ranges for lines that also come in plus powers. */
function powerRange(l: LensLine): string {
  const ranges = l.powers === 'minus+plus' ? [minusPowers(), plusPowers()] : [powerValues(l)];
  if (ranges[0]!.length === 0) return 'Plano (0.00) only';
  return ranges.map((r) => `${r[0]} to ${r[r.length - 1]}`).join(' and ');
}

function packageContents(l: LensLine): string[] {
  if (l.kind === 'solution') return [`${l.volumeMl} ml bottle`, 'Lens case'];
  return [`${l.pack} in sterile blister packs`, 'Instructions for use'];
}

function lensDescription(l: LensLine): string {
  const schedule = l.schedule ? SCHEDULE_WORDS[l.schedule]!.en : '';
  const paragraphs: string[] = [];
  const features: string[] = [];
  if (l.kind === 'solution') {
    paragraphs.push(
      `${l.brand} ${l.line} cleans, rinses, disinfects and stores soft contact lenses in one step, removing daily protein and lipid deposits.`,
      'Rub and rinse each lens for a few seconds, then soak for at least four hours in fresh solution. Replace your lens case every three months.',
    );
    features.push(
      `Volume: ${l.volumeMl} ml`,
      'For all soft contact lenses, including silicone hydrogel',
      'Lens case included',
      'Discard 90 days after opening',
    );
  } else {
    const water = l.water ?? '';
    paragraphs.push(
      l.kind === 'coloured'
        ? `${l.brand} ${l.line} are ${schedule} coloured lenses that change or enhance your eye colour with a soft, natural-looking blend from the limbal ring to the pupil.`
        : `${l.brand} ${l.line} are ${schedule} soft contact lenses made for all-day comfort, with ${water} water content and an oxygen transmissibility of Dk/t ${l.dk}.`,
      l.schedule === '1 day'
        ? 'A fresh, sterile pair every morning means no cleaning and no solution: ideal for travel, sport and sensitive eyes.'
        : `Wear them daily and replace them after ${l.schedule}; clean and store them overnight in a multi-purpose solution.`,
      'Always buy contact lenses with an up-to-date prescription from your optometrist, and check the base curve and diameter match it.',
    );
    features.push(
      `Pack: ${l.pack}`,
      `Base curve: ${l.baseCurves.join(' / ')}`,
      `Diameter: ${l.diameter} mm`,
      `Water content: ${water}`,
      `Replacement: ${l.schedule}`,
    );
    if (l.uvBlocking) features.push('Class 1 UV blocking');
  }
  return descriptionHtml(paragraphs, features);
}
