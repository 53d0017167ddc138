import { msg } from '@lingui/core/macro';
import type { AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { TOKEN_EXPIRED_MESSAGE, fetchCustomer } from '../account/customer.server';
import { isSignedIn, type ShopSession } from '../session.server';
import { CART_ERRORS } from './cart-api.server';
import { findSavedCartId, forgetCart } from './saved-cart.server';

export type DeleteCartResult = { ok: true; cartId: string } | { ok: false; status: number; message: string };

/** SPEC §8 'Failed to delete cart'. */
const DELETE_CART_FAILED = msg`Failed to delete cart`;
const USER_NOT_FOUND = msg`User not found`;

/** 'gid://shopify/Cart/abc?key=xyz', 'abc?key=xyz' and 'abc' all name the cart 'abc'. */
export function cartToken(cartId: string): string {
  return cartId.replace(/^gid:\/\/shopify\/Cart\//, '').split('?')[0] ?? '';
}

/**
 * DELETE /api/customer/cart/delete/{cartId} (SPEC §7): the signed-in customer forgets their saved
 * cart. Only the owner may: anyone else's cart (or an unknown one) is 'Cart not found.', so the
 * answer does not reveal whose carts exist. A cart the session holds is dropped from it too.
 */
export async function deleteSavedCart(session: ShopSession, context: AppLoadContext, cartId: string): Promise<DeleteCartResult> {
  const i18n = i18nFor(context.language);
  const token = session.get('accessToken');
  if (!token || !isSignedIn(session))
    return { ok: false, status: 401, message: i18nFor(context.language)._(TOKEN_EXPIRED_MESSAGE) };
  const wanted = cartToken(cartId);
  if (!wanted) return { ok: false, status: 400, message: i18n._(CART_ERRORS.noCartId) };
  try {
    const customer = await fetchCustomer(context.storefront, token);
    if (!customer) return { ok: false, status: 401, message: i18n._(USER_NOT_FOUND) };
    const saved = await findSavedCartId(context.db, customer.id);
    if (!saved || cartToken(saved) !== wanted) return { ok: false, status: 404, message: i18n._(CART_ERRORS.notFound) };
    await forgetCart(context.db, saved);
    const inSession = session.get('cartId');
    if (inSession && cartToken(inSession) === wanted) {
      session.unset('cartId');
      session.unset('checkoutUrl');
    }
    return { ok: true, cartId: saved };
  } catch (error) {
    console.error('Deleting a saved cart failed:', error instanceof Error ? error.message : error);
    return { ok: false, status: 502, message: i18n._(DELETE_CART_FAILED) };
  }
}
