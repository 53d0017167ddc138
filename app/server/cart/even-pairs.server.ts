import type { StorefrontClient } from '../storefront/client.server';
import { unevenPairs } from '~/lib/cart/pairs';
import { updateLines, type CartMessage, type CartView } from './cart-api.server';

export type EvenedPairs =
  /** The cart with each uneven pair brought to its scarcer line's quantity, and those pairs' frame lines. */
  { ok: true; cart: CartView; frames: CartView['lines'] } | { ok: false; message: CartMessage };

/**
 * The API holds each line to its own stock, so a pair of glasses can hold fewer frames than lens
 * packages (its frame sold down while a guest's lines came over, a script changed one line), and
 * every lens package would be charged for. Both lines of such a pair go to the scarcer one's
 * quantity. Null when every pair is even.
 */
export async function evenPairs(storefront: StorefrontClient, cart: CartView): Promise<EvenedPairs | null> {
  const uneven = unevenPairs(cart.lines.map((line) => ({ ...line, productType: line.merchandise.product.productType })));
  if (uneven.length === 0) return null;
  const evened = await updateLines(
    storefront,
    cart.id,
    uneven.flatMap(({ frame, lenses }) => {
      const quantity = Math.min(frame.quantity, lenses.quantity);
      return [
        { id: frame.id, quantity },
        { id: lenses.id, quantity },
      ];
    }),
  );
  if (!evened.ok) return { ok: false, message: evened.message };
  const frameIds = new Set(uneven.map(({ frame }) => frame.id));
  return { ok: true, cart: evened.cart, frames: evened.cart.lines.filter((line) => frameIds.has(line.id)) };
}
