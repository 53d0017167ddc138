/**
 * Contact lenses bought per eye (issue 11): one cart line per eye, told apart by the readable
 * line attribute `Eye` → `Right` / `Left`, the optician's English record like the lens pairs'
 * keys. The same rules check the browser's form and the server's post.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { findVariant, type OptionLike, type VariantLike } from '~/lib/catalog/variant-selection';
import type { LineAttribute } from '~/lib/prescription/attributes';

export const EYE_ATTRIBUTE = 'Eye';
export const EYES = ['Right', 'Left'] as const;
export type Eye = (typeof EYES)[number];

/** At most this many boxes for one eye: two years of daily lenses, far above a real order. */
export const MAX_BOXES_PER_EYE = 24;

export function isEye(value: unknown): value is Eye {
  return typeof value === 'string' && (EYES as readonly string[]).includes(value);
}

/** The line's eye, or null for a line bought for both eyes (or anything else). */
export function eyeOf(attributes: readonly LineAttribute[]): Eye | null {
  const value = attributes.find((attribute) => attribute.key === EYE_ATTRIBUTE)?.value;
  return isEye(value) ? value : null;
}

/** The attributes without the eye, for summaries that show it on their own. */
export function withoutEye(attributes: readonly LineAttribute[]): LineAttribute[] {
  return attributes.filter((attribute) => attribute.key !== EYE_ATTRIBUTE);
}

/** A variant of the product as far as adding it needs. */
export interface EyeVariant {
  id: string;
  availableForSale: boolean;
  quantityAvailable: number;
}

/** One eye's choice as posted: the eye, the variant (power, base curve, colour...) and boxes. */
export interface EyeChoice {
  eye: string;
  variant: string;
  quantity: string;
}

export interface EyeLine {
  merchandiseId: string;
  quantity: number;
  attributes: LineAttribute[];
}

export type EyeLinesResult = { ok: true; lines: EyeLine[] } | { ok: false; message: MessageDescriptor };

export const EYE_ERRORS = {
  eye: msg`Choose the right (OD) and left (OS) eye once each.`,
  variant: msg`This lens is not available for this product. Please choose the power again.`,
  soldOut: msg`This lens is sold out. Please choose another power.`,
  quantity: msg`Choose up to ${MAX_BOXES_PER_EYE} boxes for each eye.`,
  stock: msg`Not enough boxes in stock for this eye. Please choose fewer.`,
  none: msg`Choose at least one box.`,
};

/**
 * The per-eye form's fields, repeated once per eye in the same order: `eye`, `quantity` and one
 * `option.{name}` per product option. The browser never sends a variant id: the server finds it.
 */
export const EYE_FIELDS = {
  eye: 'eye',
  quantity: 'quantity',
  option: (name: string) => `option.${name}`,
};

/** Each posted eye's choice, its variant found from the options (empty when none matches). */
export function eyeChoicesFromForm(form: FormData, options: readonly OptionLike[], variants: VariantLike[]): EyeChoice[] {
  const texts = (field: string) => form.getAll(field).map((value) => (typeof value === 'string' ? value : ''));
  const quantities = texts(EYE_FIELDS.quantity);
  const values = options.map((option) => [option.name, texts(EYE_FIELDS.option(option.name))] as const);
  return texts(EYE_FIELDS.eye).map((eye, index) => {
    const selection = Object.fromEntries(values.map(([name, posted]) => [name, posted[index] ?? '']));
    return { eye, variant: findVariant(variants, selection)?.id ?? '', quantity: quantities[index] ?? '' };
  });
}

function boxes(text: string): number {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/**
 * The cart lines for a per-eye choice, or why it cannot be added: each eye once (Right, Left),
 * each variant one of this product's and for sale, 0 to MAX_BOXES_PER_EYE boxes, within stock for both
 * eyes together when they share a variant, at least one box in all. An eye with 0 boxes gets no line (a shopper may need one eye only).
 */
export function eyeLines(variants: readonly EyeVariant[], choices: readonly EyeChoice[]): EyeLinesResult {
  const eyes = choices.map((choice) => choice.eye);
  if (choices.length === 0 || choices.length > EYES.length || !eyes.every(isEye) || new Set(eyes).size !== eyes.length) {
    return { ok: false, message: EYE_ERRORS.eye };
  }
  const lines: EyeLine[] = [];
  for (const choice of choices) {
    const quantity = boxes(choice.quantity);
    if (!(quantity >= 0 && quantity <= MAX_BOXES_PER_EYE)) return { ok: false, message: EYE_ERRORS.quantity };
    // An eye not bought needs no variant: its selects may name a combination the product lacks.
    if (quantity === 0) continue;
    const variant = variants.find((candidate) => candidate.id === choice.variant);
    if (!variant) return { ok: false, message: EYE_ERRORS.variant };
    if (!variant.availableForSale) return { ok: false, message: EYE_ERRORS.soldOut };
    // Both eyes of one power take boxes from the same stock.
    const taken = lines.filter((line) => line.merchandiseId === variant.id).reduce((sum, line) => sum + line.quantity, 0);
    if (taken + quantity > variant.quantityAvailable) return { ok: false, message: EYE_ERRORS.stock };
    lines.push({ merchandiseId: variant.id, quantity, attributes: [{ key: EYE_ATTRIBUTE, value: choice.eye }] });
  }
  if (lines.length === 0) return { ok: false, message: EYE_ERRORS.none };
  return { ok: true, lines };
}
