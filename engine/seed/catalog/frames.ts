/**
 * Turns a planned frame (FrameModel) into a Shopify-shaped product: options and variants,
 * images per colour, metafields and copy.
 */
import type { SeedContext } from './context.ts';
import { frameDescription, pickCopy } from './descriptions.ts';
import type { FrameModel } from './frame-model.ts';
import type { FrameAngle, TryOnImageSpec } from './image-specs.ts';
import { countryOfOrigin, custom, SHIPPING_GULF, SHIPPING_WORLDWIDE, taxonomy, taxonomyRefs } from './metafields.ts';
import { pickCompareAt, pickPrice } from './pricing.ts';
import type { Prng } from './prng.ts';
import { tryOnSize } from './render-try-on.ts';
import { TINTS } from './tints.ts';
import { frameInArabic } from './translations-ar.ts';
import type { SeedImage, SeedMetafield, SeedOption, SeedProduct } from './types.ts';
import { buildVariants, defaultOptions, valueOf } from './variants.ts';
import { FRAME_MATERIALS, FRAME_SHAPES, GENDERS, PRODUCT_TYPES, slugify, type Colour } from './vocabulary.ts';

export function buildFrameProduct(prng: Prng, ctx: SeedContext, m: FrameModel): SeedProduct {
  const typeInfo = PRODUCT_TYPES.find((t) => t.type === m.type)!;
  const title = `${m.brand.name} ${m.model} ${m.edition ?? m.style}`;
  const styleSlug = slugify(m.edition ?? m.style);
  const typeSlug = slugify(typeInfo.en);
  // 'Anti-Fog Safety Glasses' already names its type; don't say it twice in the URL.
  const handle = [slugify(`${m.brand.name} ${m.model}`), styleSlug, styleSlug.endsWith(typeSlug) ? '' : typeSlug]
    .filter(Boolean)
    .join('-');
  const images = frameImages(ctx, m, handle, title);
  const tryOnImages = frameTryOnImages(ctx, m, handle, title);
  const options = frameOptions(m);
  const price = pickPrice(prng, m.priceRange);
  const compareAt = pickCompareAt(prng, price);
  const variants = buildVariants(
    {
      options,
      skuBase: `${m.brand.code}${m.model.replace(/[^A-Z0-9]/gi, '').replace(new RegExp(`^${m.brand.code}`), '')}`.toUpperCase(),
      price: () => price,
      compareAt: () => compareAt,
      imageKey: (sel) => `${handle}-${slugify(valueOf(sel, 'Color') ?? m.colours[0]!.en)}-front`,
      soldOut: m.soldOut,
    },
    prng,
    ctx.barcodes,
  ).map((variant) => ({
    ...variant,
    tryOnImage: tryOnImages.get(valueOf(variant.selectedOptions, 'Color') ?? m.colours[0]!.en),
  }));
  const frameSize = `${m.sizes.length > 0 ? m.sizes.join('/') : m.lensWidth}-${m.bridge}-${m.temple}`;
  const warranty =
    m.type === 'Safety-glass' || m.type === 'Reading-glass' ? '1-year manufacturer warranty' : '2-year international warranty';
  const copy = pickCopy(prng, m);
  const product: SeedProduct = {
    handle,
    title,
    descriptionHtml: frameDescription(copy, m, frameSize, warranty),
    vendor: m.brand.name,
    productType: m.type,
    tags: frameTags(m),
    options: defaultOptions(options),
    variants,
    images,
    videos: [],
    metafields: frameMetafields(m, frameSize, warranty, variants[0]?.barcode ?? '', price),
    createdAt: ctx.nextCreatedAt(),
  };
  return { ...product, translations: { ar: frameInArabic(product, m, { copy, frameSize, warranty }) } };
}

function frameOptions(m: FrameModel): SeedOption[] {
  const options: SeedOption[] = [];
  // A single-colour safety frame is sold as one article, the 'Default Title' case.
  if (m.colours.length > 1 || m.type !== 'Safety-glass') options.push({ name: 'Color', values: m.colours.map((c) => c.en) });
  if (m.sizes.length > 0) options.push({ name: 'Size', values: m.sizes.map((s) => `${s} mm`) });
  if (m.powers.length > 0) options.push({ name: 'Power', values: m.powers });
  return options;
}

/** A front shot per colour, then the other angles in the first colour, as a studio would shoot a range. */
function frameImages(ctx: SeedContext, m: FrameModel, handle: string, title: string): SeedImage[] {
  const first = m.colours[0]!;
  const extra: FrameAngle[] = m.colours.length <= 2 ? ['three-quarter', 'side', 'folded'] : ['three-quarter', 'side'];
  const shots: [Colour, Colour, FrameAngle][] = [
    ...m.colours.map((c, i): [Colour, Colour, FrameAngle] => [c, m.templeColours[i]!, 'front']),
    ...extra.map((angle): [Colour, Colour, FrameAngle] => [first, m.templeColours[0]!, angle]),
  ];
  return shots.map(([colour, temple, angle]) =>
    ctx.addImage(`${handle}-${slugify(colour.en)}-${angle}`, {
      kind: 'frame',
      title: `${title} in ${colour.en}, ${angle.replace('-', ' ')} view`,
      productType: m.type,
      shape: m.shape,
      material: m.material,
      rim: m.rim,
      frameHex: colour.hex,
      templeHex: temple.hex,
      tint: m.tint,
      angle,
      brand: m.brand.name,
    }),
  );
}

/** The transparent front for the virtual try-on, one per colour (a file, not a product image), by colour name. */
function frameTryOnImages(ctx: SeedContext, m: FrameModel, handle: string, title: string): Map<string, SeedImage> {
  return new Map(
    m.colours.map((colour, i) => {
      const spec: TryOnImageSpec = {
        kind: 'try-on',
        title: `${title} in ${colour.en}, front for try-on`,
        productType: m.type,
        shape: m.shape,
        material: m.material,
        rim: m.rim,
        frameHex: colour.hex,
        templeHex: m.templeColours[i]!.hex,
        tint: m.tint,
        brand: m.brand.name,
      };
      return [colour.en, ctx.addImage(`${handle}-${slugify(colour.en)}-try-on`, spec, tryOnSize(spec))];
    }),
  );
}

function frameTags(m: FrameModel): string[] {
  const tags = [m.type, m.brand.name, m.shape, m.gender, FRAME_MATERIALS[m.material].en, ...m.colours.map((c) => c.en)];
  if (m.polarized) tags.push('Polarized');
  if (m.edition) tags.push('Limited Edition');
  if (m.ageGroup !== 'adults') tags.push(m.ageGroup === 'kids' ? 'Kids' : 'Teens');
  if (TINTS[m.tint].effect === 'Blue light filter') tags.push('Blue Light');
  return tags;
}

function frameMetafields(m: FrameModel, frameSize: string, warranty: string, barcode: string, price: number): SeedMetafield[] {
  const shape = FRAME_SHAPES.find((s) => s.id === m.shape)!;
  const gender = GENDERS.find((g) => g.id === m.gender)!;
  const typeAr = PRODUCT_TYPES.find((t) => t.type === m.type)!.ar;
  const first = m.colours[0]!;
  const tint = TINTS[m.tint];
  const sunny = m.type === 'Sunglasses' || m.type === 'Clip-on';
  const material = FRAME_MATERIALS[m.material].en;
  const fields: SeedMetafield[] = [
    custom('arabic_name', `${typeAr} ${m.brand.ar} ${m.model} ${shape.ar} ${first.ar}`),
    custom('express_delivery', m.expressDelivery),
    custom('free_delivery', price >= 150),
    custom('warranty_service', warranty),
    custom('shipping_to', m.brand.tier === 'haute' ? SHIPPING_GULF : SHIPPING_WORLDWIDE),
    custom('brand', m.brand.name),
    custom('manufacturer', m.brand.manufacturer),
    custom('upc_barcode_', barcode),
    custom('frame_size', frameSize),
    custom('lens_replacement', m.type !== 'Safety-glass'),
    custom('lens_type', lensType(m)),
    custom(
      'lens_effect',
      [m.polarized ? 'Polarized' : null, tint.effect === 'Solid' ? 'Solid tint' : tint.effect]
        .filter((x): x is string => x !== null)
        .join(', '),
    ),
    taxonomyRefs('eyewear-frame-design', [{ handle: shape.id, label: shape.en }]),
    taxonomyRefs('target-gender', [{ handle: gender.id, label: gender.en }]),
    taxonomyRefs('age-group', [{ handle: m.ageGroup, label: m.ageGroup.charAt(0).toUpperCase() + m.ageGroup.slice(1) }]),
    taxonomy(
      'eyewear-frame-color',
      m.colours.map((c) => c.en),
    ),
    taxonomy(
      'color-pattern',
      m.colours.map((c) => c.en),
    ),
    taxonomy(
      'temple-color',
      m.templeColours.map((c) => c.en),
    ),
    taxonomy('lens-color', [tint.colour]),
    taxonomy('eyewear-frame-material', [material]),
    taxonomy('fabric', [material]),
    taxonomy('eyewear-lens-material', [m.lensMaterial]),
    countryOfOrigin(m.brand.country),
  ];
  if (sunny || m.type === 'Safety-glass') fields.push(custom('uv_filter', 'UV400 (100% UVA/UVB)'));
  else if (tint.effect === 'Blue light filter') fields.push(custom('uv_filter', 'UV420 blue light filter'));
  if (sunny) fields.push(taxonomy('lens_polarization', [m.polarized ? 'Polarized' : 'Non-polarized']));
  if (m.type === 'Eyeglasses' || m.type === 'Reading-glass' || m.type === 'Clip-on') {
    fields.push(
      taxonomy('optical-frame-design', [
        m.rim === 'full-rim' ? 'Full-rim' : m.rim === 'semi-rimless' ? 'Semi-rimless' : 'Rimless',
      ]),
    );
  }
  if (m.type === 'Reading-glass') fields.push(custom('power_range', `${m.powers[0]} to ${m.powers[m.powers.length - 1]}`));
  fields.push(custom('package_contains', packageContents(m)));
  return fields;
}

function lensType(m: FrameModel): string {
  switch (m.type) {
    case 'Sunglasses':
      return m.polarized ? 'Polarized sun lens, non-prescription' : 'Sun lens, non-prescription';
    case 'Eyeglasses':
      return 'Demo lens, prescription ready';
    case 'Clip-on':
      return 'Flip-up clip-on sun lens';
    case 'Reading-glass':
      return 'Single vision reading lens';
    case 'Safety-glass':
      return 'Polycarbonate safety lens, EN 166';
  }
}

function packageContents(m: FrameModel): string[] {
  const items = [m.type === 'Clip-on' ? 'Frame with clip-on lens' : 'Frame', `${m.brand.name} case`, 'Cleaning cloth'];
  if (m.brand.tier === 'luxury' || m.brand.tier === 'haute') items.push('Certificate of authenticity');
  if (m.type === 'Safety-glass') items.push('Neck cord');
  return items;
}
