import { msg } from '@lingui/core/macro';
import { redirect } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { revokeAccessToken } from '~/server/account/log-out.server';
import { shopperCart } from '~/server/cart/cart-session.server';
import { moveCartAtLogout } from '~/server/cart/logout-cart.server';
import { commitSession, getSession } from '~/server/session.server';
import { flashToast } from '~/server/toast.server';
import type { Route } from './+types/logout';

/**
 * POST /logout (the profile's Logout button, a form that works without JavaScript): move the
 * customer's cart to a new one (`moveCartAtLogout`), end the sign-in for every copy of the cookie,
 * forget everything the session held (the cart too: it is linked to the customer, and the next
 * person at this computer must not see it), say goodbye and go home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request, context);
  await moveCartAtLogout(await shopperCart(request, context, session));
  await revokeAccessToken(session, context);
  // A new, empty session replaces the old cookie whole; it carries only the goodbye toast.
  const fresh = await getSession(new Request(request.url), context);
  const goodbye = i18nFor(context.language)._(msg`You have logged out. Thank you for visiting!`);
  flashToast(fresh, { kind: 'success', message: goodbye, durationMs: 3000 });
  return redirect('/', { headers: { 'Set-Cookie': await commitSession(fresh) } });
}

/** Signing out changes state, so it is never done by a GET (a link or an image could trigger it). */
export function loader() {
  throw redirect('/');
}
