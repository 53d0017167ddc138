import { redirect } from 'react-router';
import { marketFor } from '~/lib/markets';
import { safeLocalPath } from '~/lib/safe-path';
import { moveCartToMarket, shopperCart } from '~/server/cart/cart-session.server';
import { marketCookie } from '~/server/market.server';
import { commitSession, getSession } from '~/server/session.server';
import { readForm } from '~/server/forms/read-form.server';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Route } from './+types/market';

/** The header's country/currency selector posts here (works without JavaScript), then goes back. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, i18nFor(context.language));
  const country = form.get('country');
  const market = marketFor(typeof country === 'string' ? country : null);
  // The cart follows, so it is priced (and checked out) in the currency the shop now shows.
  const session = await getSession(request, context);
  const shopper = await shopperCart(request, context, session);
  await moveCartToMarket(shopper, market.country);
  const headers = new Headers({ 'Set-Cookie': await marketCookie.serialize(market.country) });
  headers.append('Set-Cookie', await commitSession(session));
  // Only paths of this shop: a crafted `redirectTo` must not send the shopper elsewhere.
  return redirect(safeLocalPath(form.get('redirectTo')), { headers });
}

export function loader() {
  return redirect('/');
}
