/**
 * Metafield builders. Shopify fixes one type per namespace.key for the whole store (the metafield
 * definition), so each key's type is declared once here and every product uses the same one.
 */
import { IRIS_COLOURS } from './lens-lines.ts';
import { labelAr } from './labels-ar.ts';
import type { SeedMetafield, SeedMetaobjectRef } from './types.ts';
import { FRAME_COLOURS, slugify } from './vocabulary.ts';

const CUSTOM_TYPES = {
  express_delivery: 'boolean',
  free_delivery: 'boolean',
  warranty_service: 'single_line_text_field',
  uv_filter: 'single_line_text_field',
  shipping_to: 'list.single_line_text_field',
  lens_effect: 'single_line_text_field',
  brand: 'single_line_text_field',
  manufacturer: 'single_line_text_field',
  upc_barcode_: 'single_line_text_field',
  frame_size: 'single_line_text_field',
  lens_replacement: 'boolean',
  lens_type: 'single_line_text_field',
  pack_size: 'single_line_text_field',
  base_curve: 'single_line_text_field',
  diameter: 'number_decimal',
  volume: 'single_line_text_field',
  oxygen_permeability: 'single_line_text_field',
  water_content: 'single_line_text_field',
  power_range: 'single_line_text_field',
  usability_after_opening: 'single_line_text_field',
  package_contains: 'list.single_line_text_field',
  arabic_name: 'single_line_text_field',
} as const;

export type CustomKey = keyof typeof CUSTOM_TYPES;
export type CustomValue = string | number | boolean | readonly string[];

/** The shopify-namespace taxonomy fields: each points at metaobjects of one type. */
export const TAXONOMY_TYPES = {
  'lens-color': 'shopify--color-pattern',
  'temple-color': 'shopify--color-pattern',
  'eyewear-frame-color': 'shopify--color-pattern',
  'color-pattern': 'shopify--color-pattern',
  'eyewear-frame-design': 'shopify--eyewear-frame-design',
  'optical-frame-design': 'shopify--optical-frame-design',
  'eyewear-lens-material': 'shopify--eyewear-lens-material',
  'eyewear-frame-material': 'shopify--eyewear-frame-material',
  'target-gender': 'shopify--target-gender',
  lens_polarization: 'shopify--lens-polarization',
  'age-group': 'shopify--age-group',
  fabric: 'shopify--fabric',
} as const;

export type TaxonomyKey = keyof typeof TAXONOMY_TYPES;

/** Shopify's colour metaobjects carry a `color` field: what a colour option's swatch shows. */
export const COLOR_PATTERN = 'shopify--color-pattern';

/** The swatch colour of a colour name (frame colours first, then contact-lens iris colours). */
export function swatchColour(label: string): string | undefined {
  const name = label.toLowerCase();
  return (FRAME_COLOURS.find((c) => c.en.toLowerCase() === name) ?? IRIS_COLOURS.find((c) => c.en.toLowerCase() === name))?.hex;
}

export function custom(key: CustomKey, value: CustomValue): SeedMetafield {
  const type = CUSTOM_TYPES[key];
  return { namespace: 'custom', key, type, value: encode(type, value) };
}

function encode(type: string, value: CustomValue): string {
  if (type.startsWith('list.')) {
    if (!Array.isArray(value)) throw new Error(`list metafield needs an array, got ${String(value)}`);
    return JSON.stringify(value);
  }
  if (type === 'boolean') {
    if (typeof value !== 'boolean') throw new Error(`boolean metafield needs a boolean, got ${String(value)}`);
    return value ? 'true' : 'false';
  }
  if (type === 'number_decimal') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) throw new Error(`number_decimal metafield needs a number, got ${String(value)}`);
    return String(n);
  }
  return String(value);
}

/**
 * A taxonomy reference list; labels are English names, handles their slugs (one metaobject per
 * pair), each with its Arabic label.
 */
export function taxonomy(key: TaxonomyKey, labels: readonly string[]): SeedMetafield {
  const type = TAXONOMY_TYPES[key];
  const seen = new Set<string>();
  const references: SeedMetaobjectRef[] = [];
  for (const label of labels) {
    const handle = slugify(label);
    if (seen.has(handle)) continue;
    seen.add(handle);
    const color = type === COLOR_PATTERN ? swatchColour(label) : undefined;
    references.push({ type, handle, label, translations: { ar: labelAr(type, handle, label) }, ...(color ? { color } : {}) });
  }
  return { namespace: 'shopify', key, type: 'list.metaobject_reference', references };
}

/** A reference whose handle is fixed by the SPEC (shape ids, gender ids) rather than derived from the label. */
export function taxonomyRefs(key: TaxonomyKey, refs: readonly { handle: string; label: string }[]): SeedMetafield {
  const type = TAXONOMY_TYPES[key];
  return {
    namespace: 'shopify',
    key,
    type: 'list.metaobject_reference',
    references: refs.map((r) => ({
      type,
      handle: r.handle,
      label: r.label,
      translations: { ar: labelAr(type, r.handle, r.label) },
    })),
  };
}

export function countryOfOrigin(country: string): SeedMetafield {
  return { namespace: 'shopify', key: 'country-of-origin', type: 'single_line_text_field', value: country };
}

export const SHIPPING_GULF = ['United Arab Emirates', 'Saudi Arabia', 'Kuwait', 'Qatar', 'Bahrain', 'Oman'];
export const SHIPPING_WORLDWIDE = [...SHIPPING_GULF, 'Worldwide'];
