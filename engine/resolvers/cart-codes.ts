/**
 * Discount and gift card codes on a cart. The engine has neither discounts nor gift cards, so it
 * answers as Shopify does for codes it does not know: discount codes stay on the cart, not
 * applicable (2026-04 also warns DISCOUNT_NOT_FOUND); gift card codes apply nothing and warn that
 * gift cards are unavailable.
 */
import { cartWarnings, type CartWarning } from '../cart/errors.ts';
import { touchCart } from '../cart/store.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { onCart } from './cart.ts';

/** Trimmed, without blanks or case-insensitive repeats, in the order given. */
function distinctCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  return codes.map((code) => code.trim()).filter((code) => code && !seen.has(code.toLowerCase()) && seen.add(code.toLowerCase()));
}

const giftCardsUnavailable = (cartId: string, codes: readonly string[]): CartWarning[] =>
  distinctCodes(codes).length > 0 ? [cartWarnings.giftCardsUnavailable(cartId)] : [];

export const cartCodeMutations: Record<string, RootResolver> = {
  cartDiscountCodesUpdate: resolver<{ cartId: string; discountCodes?: string[] | null }>(({ cartId, discountCodes }, ctx) =>
    onCart(ctx, cartId, async (cart) => {
      const codes = distinctCodes(discountCodes ?? []);
      await touchCart(ctx.db, cart.id, { discountCodes: codes });
      const warnings = ctx.version === '2024-10' ? [] : codes.map((code) => cartWarnings.discountNotFound(cartId, code));
      return { userErrors: [], warnings };
    }),
  ),

  cartGiftCardCodesUpdate: resolver<{ cartId: string; giftCardCodes: string[] }>(({ cartId, giftCardCodes }, ctx) =>
    onCart(ctx, cartId, async () => ({ userErrors: [], warnings: giftCardsUnavailable(cartId, giftCardCodes) })),
  ),

  cartGiftCardCodesAdd: resolver<{ cartId: string; giftCardCodes: string[] }>(({ cartId, giftCardCodes }, ctx) =>
    onCart(ctx, cartId, async () => ({ userErrors: [], warnings: giftCardsUnavailable(cartId, giftCardCodes) })),
  ),

  // No gift card is ever applied, so there is none to remove.
  cartGiftCardCodesRemove: resolver<{ cartId: string; appliedGiftCardIds: string[] }>(({ cartId }, ctx) =>
    onCart(ctx, cartId, async () => ({ userErrors: [], warnings: [] })),
  ),
};
