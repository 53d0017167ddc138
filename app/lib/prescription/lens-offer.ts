import OFFER from './lenses.json';
import { LENS_INDICES } from './indices';
import type { FrameType } from './frame-types';

/**
 * The lens offer as data (lenses.json): the usages a frame type offers, the coatings that go with
 * it, and the lens product that prices each usage. Prices come from the lens products' variants
 * (Index × Coating) in the shopper's currency, so a store sets them like any other price.
 */

export type UsageId = 'single-vision' | 'reading' | 'progressive' | 'non-prescription' | 'frame-only';

export interface Usage {
  id: UsageId;
  /** The lens product's handle; null for the frame alone. */
  product: string | null;
  /** Needs a prescription (enter, upload, saved or later). */
  prescription: boolean;
  /** Needs an ADD (near addition). */
  add: boolean;
  frames: FrameType[];
}

export const USAGES = OFFER.usages as Usage[];
export const LENS_OPTION = { index: OFFER.indexOption, coating: OFFER.coatingOption };
/** The product type of the lens packages: sold beside a frame, never listed on their own. */
export const LENS_PRODUCT_TYPE = OFFER.productType;

export function usagesFor(frame: FrameType): Usage[] {
  return USAGES.filter((usage) => usage.frames.includes(frame));
}

export function usageById(id: string | null | undefined): Usage | undefined {
  return USAGES.find((usage) => usage.id === id);
}

export function coatingsFor(frame: FrameType): string[] {
  return OFFER.coatings[frame];
}

/** A lens product as the offer reads it: each variant's index, coating and price. */
export interface LensVariant {
  id: string;
  index: string;
  coating: string;
  /** Unit price in `currencyCode`, as the Storefront API sends it. */
  price: string;
  currencyCode: string;
  availableForSale: boolean;
}

export interface LensProduct {
  handle: string;
  title: string;
  variants: LensVariant[];
}

export interface PackageChoice {
  value: string;
  /** Unit price of the lens package with this choice (and the other choice as chosen, or its cheapest). */
  price: string;
  currencyCode: string;
  available: boolean;
}

export interface PackageOptions {
  indices: PackageChoice[];
  coatings: PackageChoice[];
}

const cheapest = (variants: LensVariant[]) =>
  variants.reduce<LensVariant | undefined>((best, v) => (!best || Number(v.price) < Number(best.price) ? v : best), undefined);

/** The usage's lens product, if the store has it. */
export function lensProductFor(products: readonly LensProduct[], usage: Usage): LensProduct | undefined {
  return usage.product ? products.find((product) => product.handle === usage.product) : undefined;
}

/**
 * What step 2 offers for a usage and frame: the indices (in the rules' order, thinnest last) and the
 * frame's coatings that the lens product sells, each priced with the other choice.
 */
export function packageOptions(
  product: LensProduct,
  frame: FrameType,
  chosen: { index?: string | null; coating?: string | null },
): PackageOptions {
  const coatings = coatingsFor(frame);
  const variants = product.variants.filter((v) => coatings.includes(v.coating));
  const choice = (value: string, matching: LensVariant[]): PackageChoice[] => {
    const best = cheapest(matching.filter((v) => v.availableForSale)) ?? cheapest(matching);
    return best ? [{ value, price: best.price, currencyCode: best.currencyCode, available: best.availableForSale }] : [];
  };
  return {
    indices: LENS_INDICES.flatMap(({ index }) =>
      choice(
        index,
        variants.filter((v) => v.index === index && (!chosen.coating || v.coating === chosen.coating)),
      ),
    ),
    coatings: coatings.flatMap((coating) =>
      choice(
        coating,
        variants.filter((v) => v.coating === coating && (!chosen.index || v.index === chosen.index)),
      ),
    ),
  };
}

/** The lens variant for a choice, when it exists, suits the frame and can be bought. */
export function lensVariantFor(product: LensProduct, frame: FrameType, index: string, coating: string): LensVariant | undefined {
  if (!coatingsFor(frame).includes(coating)) return undefined;
  return product.variants.find((v) => v.index === index && v.coating === coating && v.availableForSale);
}
