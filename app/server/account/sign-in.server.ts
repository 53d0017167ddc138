import { redirect, redirectDocument, type AppLoadContext } from 'react-router';
import { checkoutUrlIn } from '../cart/checkout-url.server';
import { safeLocalPath } from '~/lib/safe-path';
import { MAX_NAME_LENGTH } from '~/lib/validation/register';
import { CHECKOUT_RETURN_PATH, framelessLensesToast } from '../cart/checkout.server';
import { flashToast } from '../toast.server';
import { cartAfterSignIn } from '../cart/sign-in-cart.server';
import { bringGuestFiles } from '../prescriptions/owner.server';
import { getMarket } from '../market.server';
import { commitSession, endSignIn, type SessionData, type ShopSession } from '../session.server';

/** What a successful customerAccessTokenCreate gives us, plus the names the header and profile show. */
export interface SignIn {
  accessToken: string;
  expiresAt: string;
  user: SessionData['user'];
}

/**
 * SPEC §4: store the token and the user (in the httpOnly session, not browser storage). The names
 * are kept to what the shop lets a customer register with: an account made elsewhere (Shopify
 * allows 255 characters) must not take the session cookie past what a browser keeps.
 */
export function storeSignIn(session: ShopSession, signIn: SignIn): void {
  // A sign-in still in the cookie (expired, or revoked elsewhere) ends first: its cart is not a guest's.
  endSignIn(session);
  session.unset('signInExpired');
  const { firstName, lastName, email } = signIn.user;
  session.set('accessToken', signIn.accessToken);
  session.set('accessTokenExpiresAt', signIn.expiresAt);
  session.set('user', { firstName: clipName(firstName), lastName: clipName(lastName), email });
}

/** At most MAX_NAME_LENGTH characters, never half of one (an emoji is two UTF-16 units). */
function clipName(name: string): string {
  return Array.from(name).slice(0, MAX_NAME_LENGTH).join('');
}

/**
 * Where a freshly signed-in customer goes (SPEC §4): the stored redirectAfterLogin, or `/`.
 *
 * The cart work extends this hook: link the guest's cart to the customer (cartBuyerIdentityUpdate),
 * and for the `/cart` target go straight on to the cart's checkoutUrl. It runs after the token and
 * user are in the session, and its answer is the login or registration action's response.
 */
export async function afterSignIn(session: ShopSession, context: AppLoadContext, request: Request): Promise<Response> {
  // Only a path on this shop: a stored `//evil.example` would turn the login into an open redirect.
  const target = safeLocalPath(session.get('redirectAfterLogin'));
  session.unset('redirectAfterLogin');
  // The cart follows the customer: restored, merged with the guest cart and linked (issue 5); so do
  // the prescriptions uploaded as a guest, which its lens lines may point to.
  const { country } = await getMarket(request);
  const [cart] = await Promise.all([cartAfterSignIn(session, context, country), bringGuestFiles(session, context)]);
  // Reading the toasts takes them out of the session; they go back unless the shopper leaves the shop.
  const toasts = session.get('toasts') ?? [];
  // SPEC §4: signing in from the cart's CHECK OUT goes on to the hosted checkout (not a route here).
  // Not while guest lines still wait to be brought over, nor when the cart has something to say (a
  // line sold out meanwhile, a failed link): the shopper would pay without knowing. The cart says it.
  const whole = !session.get('guestCartId') && !toasts.some((toast) => toast.kind === 'error');
  // Lenses without their frame stop it too, as CHECK OUT does for a shopper already signed in.
  const frameless = target === CHECKOUT_RETURN_PATH && cart ? framelessLensesToast(cart, context.language) : null;
  if (target === CHECKOUT_RETURN_PATH && whole && !frameless && cart?.checkoutUrl && cart.lines.length > 0) {
    // 'Logged in successfully!' is not kept for whenever the shopper comes back from paying.
    return redirectDocument(checkoutUrlIn(cart.checkoutUrl, context.language), {
      headers: { 'Set-Cookie': await commitSession(session) },
    });
  }
  if (toasts.length > 0) session.flash('toasts', toasts);
  if (frameless) flashToast(session, frameless);
  return redirect(target, { headers: { 'Set-Cookie': await commitSession(session) } });
}
