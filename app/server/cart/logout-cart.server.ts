import { addLines, createCart, fetchCart, updateLines, type CartView, type NewLine } from './cart-api.server';
import type { ShopperCart } from './cart-session.server';
import { lineKey, linesOf } from './copied-lines.server';
import { moveSavedCart, savedCartOwner } from './saved-cart.server';

/**
 * At logout the customer's cart moves to a new cart, and the old one is emptied. The old cart's id
 * and checkout URL stay where the shop cannot reach them (a copy of the cookie, the browser's
 * history): whoever held them could read the cart, pay for it as the customer's order, and see the
 * customer's details there again once the same cart was linked at their next sign-in. The new cart
 * is saved for the customer and comes back, linked, when they sign in again; the customer's other
 * devices, still signed in, follow it at their next request (`getSession`).
 *
 * An empty cart moves too: the customer's next lines must not go where the history's URL shows them.
 * Best effort, and nothing is lost: unless the new cart holds every line, the old one stays as it
 * was (the logout goes on either way).
 */
export async function moveCartAtLogout({ session, context, options }: ShopperCart): Promise<void> {
  const cartId = session.get('cartId');
  if (!cartId || !session.get('accessToken')) return;
  try {
    const customerId = await savedCartOwner(context.db, cartId);
    const cart = customerId ? await fetchCart(context.storefront, cartId, options) : null;
    if (!customerId || !cart) return;
    const moved = await createCart(context.storefront, { lines: linesOf(cart) }, options);
    if (!moved.ok || !holdsAll(moved.cart, cart)) return;
    // Saved (and forwarded to, for the customer's other devices) before the old cart is emptied:
    // should emptying fail, both hold the lines, and the customer's is the new one.
    await moveSavedCart(context.db, customerId, cartId, moved.cart.id);
    // Another device of the customer may have added to the old cart since it was read: that comes
    // along too, and the old cart is emptied only once it has (else it keeps its lines).
    const since = await fetchCart(context.storefront, cartId, options);
    if (!since || since.lines.length === 0) return;
    const extra = addedSince(cart, since);
    if (extra.length > 0 && !(await addLines(context.storefront, moved.cart.id, extra, options)).ok) return;
    await updateLines(
      context.storefront,
      cartId,
      since.lines.map((line) => ({ id: line.id, quantity: 0 })),
      options,
    );
  } catch (error) {
    console.warn('Logout: the cart could not be moved:', error instanceof Error ? error.message : error);
  }
}

/** What `later` holds beyond `earlier`, line by line, as lines to add elsewhere. */
function addedSince(earlier: CartView, later: CartView): NewLine[] {
  const before = new Map(earlier.lines.map((line) => [lineKey(line), line.quantity]));
  return linesOf(later).flatMap((line, index) => {
    const more = line.quantity - (before.get(lineKey(later.lines[index]!)) ?? 0);
    return more > 0 ? [{ ...line, quantity: more }] : [];
  });
}

/** Whether `copy` holds each of `original`'s lines in full (a line sold out meanwhile would be left behind). */
function holdsAll(copy: CartView, original: CartView): boolean {
  const held = new Map<string, number>();
  for (const line of copy.lines) held.set(lineKey(line), (held.get(lineKey(line)) ?? 0) + line.quantity);
  return original.lines.every((line) => (held.get(lineKey(line)) ?? 0) >= line.quantity);
}
