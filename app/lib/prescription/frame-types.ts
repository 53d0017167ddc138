import { coatings } from './lenses.json';

/**
 * Which frames take prescription lenses, apart from the rest of the lens offer: the product page
 * asks only this before the shopper opens the lens steps, and importing lens-offer.ts for it put
 * the whole offer (lenses.json, the index rules) in the page's first-load JavaScript. The named
 * import keeps just the coatings of lenses.json here.
 */
export type FrameType = keyof typeof coatings;

/** Frame types that take prescription lenses: eyeglasses, and sunglasses for prescription sun lenses. */
export function takesLenses(productType: string): productType is FrameType {
  return Object.hasOwn(coatings, productType);
}
