/**
 * The shop's collections, derived from what the catalog holds: one per product type, one per frame
 * shape and one per brand, each a smart collection (its rules pick the products). Built from the
 * database's own catalog, so a database seeded before collections existed gets matching ones.
 */
import type { CollectionRule } from '../../db/schema.ts';
import { PRODUCT_TYPES, slugify } from '../catalog/vocabulary.ts';

export interface CatalogFacts {
  productTypes: string[];
  vendors: string[];
  /** The frame-design metaobjects: handle (the SPEC's shape id) and label. */
  shapes: { handle: string; label: string }[];
}

export interface SeedCollection {
  handle: string;
  title: string;
  descriptionHtml: string;
  rules: CollectionRule[];
}

const TYPE_BLURB: Record<string, string> = {
  Sunglasses: 'Sun protection with style: UV400 lenses, polarized options and frames from the great houses.',
  Eyeglasses: 'Optical frames ready for your prescription lenses, in every shape and material.',
  ContactLenses: 'Daily, two-weekly and monthly contact lenses, coloured lenses and lens care.',
  'Clip-on': 'Clip-on and flip-up sun lenses that turn your glasses into sunglasses.',
  'Reading-glass': 'Ready-made reading glasses from +1.00 to +3.50.',
  'Safety-glass': 'Impact-rated safety glasses for work, the workshop and sport.',
};

function typeTitle(type: string): string {
  return PRODUCT_TYPES.find((t) => t.type === type)?.en ?? type;
}

export function buildCollections(facts: CatalogFacts): SeedCollection[] {
  const types = facts.productTypes.map((type) => ({
    handle: slugify(typeTitle(type)),
    title: typeTitle(type),
    descriptionHtml: `<p>${TYPE_BLURB[type] ?? `${typeTitle(type)} at Nazzara.`}</p>`,
    rules: [{ column: 'TYPE' as const, condition: type }],
  }));
  const shapes = facts.shapes.map((shape) => ({
    handle: `${shape.handle}-frames`,
    title: `${shape.label} frames`,
    descriptionHtml: `<p>Sunglasses and eyeglasses with ${shape.label.toLowerCase()} frames.</p>`,
    rules: [{ column: 'PRODUCT_METAFIELD' as const, namespace: 'shopify', key: 'eyewear-frame-design', condition: shape.handle }],
  }));
  const brands = [...facts.vendors]
    .sort((a, b) => a.localeCompare(b))
    .map((vendor) => ({
      handle: slugify(vendor),
      title: vendor,
      descriptionHtml: `<p>${escapeHtml(vendor)} eyewear at Nazzara.</p>`,
      rules: [{ column: 'VENDOR' as const, condition: vendor }],
    }));
  // A brand whose slug equals a type's or shape's handle would collide: the first one wins.
  const seen = new Set<string>();
  return [...types, ...shapes, ...brands].filter((c) => !seen.has(c.handle) && seen.add(c.handle));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
