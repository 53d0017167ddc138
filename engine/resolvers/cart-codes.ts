/** The discount and gift card code mutations (engine/cart/codes.ts says how codes are answered). */
import { discountWarnings, distinctCodes, giftCardWarnings } from '../cart/codes.ts';
import { touchCart } from '../cart/store.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { onCart } from './cart.ts';

export const cartCodeMutations: Record<string, RootResolver> = {
  cartDiscountCodesUpdate: resolver<{ cartId: string; discountCodes?: string[] | null }>(({ cartId, discountCodes }, ctx) =>
    onCart(ctx, cartId, async (cart, change) => {
      const codes = distinctCodes(discountCodes ?? []);
      await touchCart(change.db, cart.id, { discountCodes: codes });
      return { userErrors: [], warnings: discountWarnings(ctx.version, cartId, codes) };
    }),
  ),

  cartGiftCardCodesUpdate: resolver<{ cartId: string; giftCardCodes: string[] }>(({ cartId, giftCardCodes }, ctx) =>
    onCart(ctx, cartId, async () => ({ userErrors: [], warnings: giftCardWarnings(cartId, giftCardCodes) })),
  ),

  cartGiftCardCodesAdd: resolver<{ cartId: string; giftCardCodes: string[] }>(({ cartId, giftCardCodes }, ctx) =>
    onCart(ctx, cartId, async () => ({ userErrors: [], warnings: giftCardWarnings(cartId, giftCardCodes) })),
  ),

  // No gift card is ever applied, so there is none to remove.
  cartGiftCardCodesRemove: resolver<{ cartId: string; appliedGiftCardIds: string[] }>(({ cartId }, ctx) =>
    onCart(ctx, cartId, async () => ({ userErrors: [], warnings: [] })),
  ),
};
