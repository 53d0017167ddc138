import type { AppLoadContext } from 'react-router';
import { itemCount } from '~/lib/cart/pairs';
import type { ShopSession } from '../session.server';
import { currentCart, shopperCart } from './cart-session.server';

export interface CartBadge {
  /** Σ quantities, a frame with its lenses counted once: the header badge (SPEC §2, '99+' above 99). */
  count: number;
  /** Variants in the cart, so product cards say 'View in Cart'. */
  variantIds: string[];
  /** A completed or stale cart was dropped: the response must commit the session. */
  sessionChanged: boolean;
}

/**
 * What every page's header needs of the cart, from the root loader. React Router runs the root
 * loader again after every action, so the badge follows each cart change without a reload. A cart
 * that cannot be read shows no badge rather than breaking every page.
 */
export async function cartBadge(request: Request, context: AppLoadContext, session: ShopSession): Promise<CartBadge> {
  if (!session.get('cartId') && !session.get('guestCartId')) return { count: 0, variantIds: [], sessionChanged: false };
  try {
    const { cart, sessionChanged } = await currentCart(await shopperCart(request, context, session));
    const lines = cart?.lines ?? [];
    return {
      count: itemCount(
        lines.map((line) => ({
          id: line.id,
          quantity: line.quantity,
          attributes: line.attributes,
          productType: line.merchandise.product.productType,
        })),
      ),
      variantIds: lines.map((line) => line.merchandise.id),
      sessionChanged,
    };
  } catch (error) {
    console.error('Header cart badge:', error instanceof Error ? error.message : error);
    return { count: 0, variantIds: [], sessionChanged: false };
  }
}
