import { redirect } from 'react-router';
import { startCheckout } from '~/server/cart/checkout.server';
import { getSession } from '~/server/session.server';
import type { Route } from './+types/cart.checkout';

/** CHECK OUT on the cart page posts here (SPEC §4 checkout hand-off). */
export async function action({ request, context }: Route.ActionArgs) {
  return startCheckout(request, context, await getSession(request, context));
}

/** Nothing to show: a bookmarked or typed address goes back to the cart. */
export function loader() {
  return redirect('/cart');
}
