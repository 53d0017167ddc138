import { msg } from '@lingui/core/macro';
import { redirect, redirectDocument, type AppLoadContext } from 'react-router';
import { commitSession, isSignedIn, type ShopSession } from '../session.server';
import { flashToast } from '../toast.server';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Language } from '~/i18n/languages';
import type { ToastInput } from '~/lib/toast';
import { CART_ERRORS, cartText, updateBuyerIdentity, type CartView } from './cart-api.server';
import { checkoutUrlIn } from './checkout-url.server';
import { currentCart, shopperCart } from './cart-session.server';
import { saveCart } from './saved-cart.server';
import { lensesWithoutFrame } from '~/lib/cart/pairs';
import { evenPairs } from './even-pairs.server';
import { toLogin } from '../account/customer.server';

/** Where the checkout button sends a visitor back to after signing in (SPEC §4). */
export const CHECKOUT_RETURN_PATH = '/cart';

/**
 * Lenses are sold on a frame, one package a frame, but a frame can drop out of its pair (it sold out
 * while a guest's lines came over at sign-in), and a script can add a lens package on its own: such
 * a cart is not paid for until the shopper sees why. The toast that says so, or null when every lens
 * has its frame.
 */
export function framelessLensesToast(cart: CartView, language: Language): ToastInput | null {
  const lines = cart.lines.map((line) => ({ ...line, productType: line.merchandise.product.productType }));
  const i18n = i18nFor(language);
  if (lensesWithoutFrame(lines).length > 0) {
    const message = i18n._(
      msg`Lenses in your cart have no frame. Remove them, or add them again with a frame, before you check out.`,
    );
    return { kind: 'error', message, durationMs: 6000 };
  }
  return null;
}

/**
 * SPEC §4 checkout: a visitor (no live token or no stored user) is sent to /login with '/cart'
 * remembered; a signed-in customer's cart is linked to them (cartBuyerIdentityUpdate) and they go
 * to its checkoutUrl, a full page load because the hosted checkout is not a route of this app.
 * No checkout URL (no cart, or an empty one), lines still waiting since sign-in, lenses without
 * their frame, or a pair whose frame and lenses differ in quantity (evened to the lower first): they
 * stay on the cart.
 */
export async function startCheckout(request: Request, context: AppLoadContext, session: ShopSession): Promise<Response> {
  const headers = async () => ({ 'Set-Cookie': await commitSession(session) });
  if (!isSignedIn(session) || !session.get('user')) {
    session.set('redirectAfterLogin', CHECKOUT_RETURN_PATH);
    return redirect('/login', { headers: await headers() });
  }
  const shopper = await shopperCart(request, context, session);
  const { cart, error } = await currentCart(shopper);
  // Lines from before sign-in still wait to come into the cart (the API did not answer): paying
  // now would leave them out. The cart page tries again.
  if (session.get('guestCartId')) {
    const message = i18nFor(context.language)._(msg`Your cart is still being updated. Please try again in a moment.`);
    flashToast(session, { kind: 'error', message, durationMs: 4000 });
    return redirect(CHECKOUT_RETURN_PATH, { headers: await headers() });
  }
  if (!cart?.checkoutUrl || cart.lines.length === 0) {
    if (error) flashToast(session, { kind: 'error', message: cartText(i18nFor(context.language), error), durationMs: 3000 });
    return redirect(CHECKOUT_RETURN_PATH, { headers: await headers() });
  }
  const frameless = framelessLensesToast(cart, context.language);
  if (frameless) {
    flashToast(session, frameless);
    return redirect(CHECKOUT_RETURN_PATH, { headers: await headers() });
  }
  // Paid as it stands, such a pair would charge lens packages fitted to nothing. Evened, the cart
  // shows it before the shopper pays.
  const evened = await evenPairs(context.storefront, cart);
  if (evened) {
    const i18n = i18nFor(context.language);
    const message = evened.ok
      ? i18n._(
          msg`The frame and the lenses of a pair of glasses in your cart differed in quantity: both now have the lower one. Check your cart, then check out.`,
        )
      : cartText(i18n, evened.message);
    flashToast(session, { kind: 'error', message, durationMs: 6000 });
    return redirect(CHECKOUT_RETURN_PATH, { headers: await headers() });
  }
  const linked = await updateBuyerIdentity(context.storefront, cart.id, session.get('accessToken')!, shopper.options);
  // A token revoked elsewhere: the customer signs in again, and comes back to the cart.
  if (!linked.ok && linked.tokenRefused) return toLogin(session, request, context.language, true, CHECKOUT_RETURN_PATH);
  if (!linked.ok) {
    console.error('Checkout: linking the cart failed:', cartText(i18nFor('en'), linked.message));
    flashToast(session, { kind: 'error', message: i18nFor(context.language)._(CART_ERRORS.buyerIdentity), durationMs: 3000 });
    return redirect(CHECKOUT_RETURN_PATH, { headers: await headers() });
  }
  const customerId = linked.cart.buyerIdentity.customer?.id;
  if (customerId) await saveCart(context.db, customerId, linked.cart.id);
  session.set('checkoutUrl', linked.cart.checkoutUrl);
  return redirectDocument(checkoutUrlIn(linked.cart.checkoutUrl, context.language), { headers: await headers() });
}
