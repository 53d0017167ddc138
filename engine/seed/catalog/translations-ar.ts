/**
 * Each product's Arabic, as Shopify holds a translation: title, description, option names and
 * values, text metafields and image alt texts, keyed by the catalog's English names. Built from
 * the same facts as the English product, so both say the same thing.
 */
import { colourAr, inColourAr, measureAr, OPTION_NAMES_AR, quantityAr, TYPE_SINGULAR_AR } from './arabic.ts';
import { brandByName } from './brands.ts';
import type { FrameCopy } from './descriptions.ts';
import { frameDescriptionAr, lensDescriptionAr } from './descriptions-ar.ts';
import type { FrameModel } from './frame-model.ts';
import type { FrameAngle } from './image-specs.ts';
import { IRIS_COLOURS, type LensLine } from './lens-lines.ts';
import { metafieldsAr } from './metafields-ar.ts';
import { lensLineAr, styleAr } from './names-ar.ts';
import type { SeedOption, SeedProduct, SeedProductTranslation } from './types.ts';
import { slugify, type Colour } from './vocabulary.ts';

/** What the frame's English copy was written from, beyond the model itself. */
export interface FrameCopyFacts {
  copy: FrameCopy;
  frameSize: string;
  warranty: string;
}

export function frameInArabic(product: SeedProduct, m: FrameModel, facts: FrameCopyFacts): SeedProductTranslation {
  const title = [TYPE_SINGULAR_AR[m.type], m.brand.ar, m.model, styleAr(m)].filter(Boolean).join(' ');
  return {
    title,
    descriptionHtml: frameDescriptionAr(facts.copy, m, facts.frameSize, facts.warranty),
    ...optionsAr(product.options),
    metafields: metafieldsAr(product.metafields),
    imageAlts: Object.fromEntries(
      product.images.map((image) => [image.key, frameCaption(image.key, product.handle, m.colours, title)]),
    ),
  };
}

export function lensInArabic(product: SeedProduct, l: LensLine): SeedProductTranslation {
  const brand = brandByName(l.brand).ar;
  const line = lensLineAr(l.line);
  const title =
    l.kind === 'solution'
      ? `${line} للعدسات اللاصقة من ${brand}، ${l.volumeMl} مل`
      : `عدسات لاصقة ${l.kind === 'coloured' ? 'ملونة ' : ''}${brand} ${line} (${quantityAr(l.pack ?? '')})`;
  const captions: Record<string, string> = {
    [`${product.handle}-box`]: `علبة ${title}`,
    [`${product.handle}-bottle`]: `عبوة ${title}`,
    [`${product.handle}-lens`]: `صورة مقرّبة لعدسة ${brand} ${line}`,
    ...Object.fromEntries(
      IRIS_COLOURS.map((c) => [`${product.handle}-${slugify(c.en)}-lens`, `عدسة ${brand} ${line} ${inColourAr(c.en)}`]),
    ),
  };
  return {
    title,
    descriptionHtml: lensDescriptionAr(l),
    ...optionsAr(product.options),
    metafields: metafieldsAr(product.metafields),
    imageAlts: Object.fromEntries(product.images.map((image) => [image.key, captions[image.key] ?? title])),
  };
}

/** Colours, sizes and packs have Arabic; powers and base curves are numbers and stay as they are. */
function optionValueAr(option: string, value: string): string | undefined {
  switch (option) {
    case 'Color':
      return colourAr(value);
    case 'Size':
      return measureAr(value);
    case 'Pack':
      return quantityAr(value);
    default:
      return undefined;
  }
}

function optionsAr(options: readonly SeedOption[]): Pick<SeedProductTranslation, 'optionNames' | 'optionValues'> {
  const optionNames: Record<string, string> = {};
  const optionValues: Record<string, Record<string, string>> = {};
  for (const option of options) {
    const name = OPTION_NAMES_AR[option.name];
    if (name) optionNames[option.name] = name;
    const values = Object.fromEntries(
      option.values.flatMap((value) => {
        const arabic = optionValueAr(option.name, value);
        return arabic === undefined ? [] : [[value, arabic] as const];
      }),
    );
    // Shoppers may choose a variant by its Arabic values, so they must tell the variants apart.
    if (new Set(Object.values(values)).size !== Object.keys(values).length)
      throw new Error(`Two ${option.name} values share an Arabic name: ${JSON.stringify(values)}`);
    optionValues[option.name] = values;
  }
  return { optionNames, optionValues };
}

const ANGLES_AR: Record<FrameAngle, string> = {
  front: 'منظر أمامي',
  'three-quarter': 'منظر بزاوية',
  side: 'منظر جانبي',
  folded: 'وهي مطوية',
};

/**
 * 'نظارة شمسية راي بان RB3025 أفياتور كلاسيك باللون الذهبي، منظر أمامي', read from the studio
 * shot's key ({handle}-{colour}-{angle}); a shot of another kind is captioned with the title.
 */
function frameCaption(key: string, handle: string, colours: readonly Colour[], title: string): string {
  const angle = (Object.keys(ANGLES_AR) as FrameAngle[]).find((a) => key.endsWith(`-${a}`));
  const slug = angle && key.startsWith(`${handle}-`) ? key.slice(handle.length + 1, -(angle.length + 1)) : null;
  const colour = colours.find((c) => slugify(c.en) === slug);
  return angle && colour ? `${title} ${inColourAr(colour.en)}، ${ANGLES_AR[angle]}` : title;
}
