import { redirect } from 'react-router';
import { commitSession, getSession, isSignedIn } from '~/server/session.server';
import type { Route } from './+types/product.review';

/**
 * The 'Add review' link (a GET, so it works before JavaScript loads). SPEC §5: a visitor has the
 * product saved as redirectAfterLogin and goes to /login; a signed-in customer returns to the product
 * with the 'Leave a Review' dialog open.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const product = `/product/${encodeURIComponent(params.handle)}`;
  const session = await getSession(request, context);
  if (isSignedIn(session)) return redirect(`${product}?review=new#reviews`);
  session.set('redirectAfterLogin', product);
  return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
}
