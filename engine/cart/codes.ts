/**
 * Discount and gift card codes as the engine answers them. It has neither discounts nor gift
 * cards, so it answers as Shopify does for codes it does not know: discount codes stay on the
 * cart, not applicable (2026-04 also warns DISCOUNT_NOT_FOUND); gift card codes apply nothing and
 * warn that gift cards are unavailable. `cartCreate` and the code mutations share these answers.
 */
import type { ApiVersion } from '../graphql/schema.ts';
import { cartWarnings, type CartWarning } from './errors.ts';

/** Trimmed, without blanks or case-insensitive repeats, in the order given. */
export function distinctCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  return codes.map((code) => code.trim()).filter((code) => code && !seen.has(code.toLowerCase()) && seen.add(code.toLowerCase()));
}

/** The warnings for discount codes kept on a cart (2024-10 has no code for them). */
export function discountWarnings(version: ApiVersion, cartId: string, codes: readonly string[]): CartWarning[] {
  return version === '2024-10' ? [] : codes.map((code) => cartWarnings.discountNotFound(cartId, code));
}

export function giftCardWarnings(cartId: string, codes: readonly string[]): CartWarning[] {
  return distinctCodes(codes).length > 0 ? [cartWarnings.giftCardsUnavailable(cartId)] : [];
}
