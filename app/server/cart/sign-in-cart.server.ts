import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { fetchCustomer } from '../account/customer.server';
import type { ShopSession } from '../session.server';
import { flashToast } from '../toast.server';
import { addLines, cartText, createCart, fetchCart, linkCartToCustomer, type CartMessage, type CartView } from './cart-api.server';
import { findSavedCartId, saveCart } from './saved-cart.server';

/** SPEC §8: a failed cart link on login says why ('Failed to update cart: ' and the reason). */
export function cartLinkFailedMessage(i18n: I18n, failure: CartMessage): string {
  const reason = cartText(i18n, failure);
  return i18n._(msg`Failed to update cart: ${reason}`);
}

async function openCart(context: AppLoadContext, cartId: string | null | undefined): Promise<CartView | null> {
  if (!cartId) return null;
  return fetchCart(context.storefront, cartId).catch((error: unknown) => {
    console.error('Sign-in: reading a cart failed:', error instanceof Error ? error.message : error);
    return null;
  });
}

/**
 * SPEC §4 login, plus the cart that follows the customer (issue 5): the customer's saved cart is
 * restored and the guest cart's lines are merged into it; with no saved cart the guest cart (or a
 * new one) becomes theirs. The cart is linked to the customer (cartBuyerIdentityUpdate), kept in
 * the session and in the database. Answers the cart, or null when none could be had (the sign-in
 * itself still succeeds: a cart problem must not lock anyone out).
 */
export async function cartAfterSignIn(session: ShopSession, context: AppLoadContext): Promise<CartView | null> {
  const token = session.get('accessToken');
  if (!token) return null;
  try {
    const customer = await fetchCustomer(context.storefront, token);
    if (!customer) return null;
    const guest = await openCart(context, session.get('cartId'));
    const savedId = await findSavedCartId(context.db, customer.id);
    const saved = savedId && savedId !== guest?.id ? await openCart(context, savedId) : null;

    let cart = saved ?? guest;
    if (saved && guest && guest.lines.length > 0) {
      const merged = await addLines(
        context.storefront,
        saved.id,
        guest.lines.map((line) => ({ merchandiseId: line.merchandise.id, quantity: line.quantity })),
      );
      if (merged.ok) cart = merged.cart;
      else flashToast(session, { kind: 'error', message: cartLinkFailedMessage(i18nFor(context.language), merged.message), durationMs: 4000 });
    }
    if (!cart) {
      // SPEC §4: login creates a new cart when the shopper has none.
      const created = await createCart(context.storefront, { customerAccessToken: token });
      if (!created.ok) {
        flashToast(session, { kind: 'error', message: cartLinkFailedMessage(i18nFor(context.language), created.message), durationMs: 4000 });
        return null;
      }
      cart = created.cart;
    }
    const linked = await linkCartToCustomer(context.storefront, cart.id, token);
    if (linked.ok) cart = linked.cart;
    else flashToast(session, { kind: 'error', message: cartLinkFailedMessage(i18nFor(context.language), linked.message), durationMs: 4000 });

    session.set('cartId', cart.id);
    session.set('checkoutUrl', cart.checkoutUrl);
    await saveCart(context.db, customer.id, cart.id);
    return cart;
  } catch (error) {
    console.error('Sign-in: the cart could not be restored:', error instanceof Error ? error.message : error);
    return null;
  }
}
