import { redirect } from 'react-router';
import { REVIEW_PARAM } from '~/components/reviews/review-params';
import { pageQuery } from '~/server/reviews/page-query.server';
import { commitSession, getSession, isSignedIn, returnPath } from '~/server/session.server';
import type { Route } from './+types/product.review';

/**
 * The 'Add review' link (a GET, so it works before JavaScript loads). SPEC §5: a visitor has the
 * product page saved as redirectAfterLogin, with its query (the chosen variant), and goes to /login;
 * a signed-in customer returns to the product, its variant kept, with the 'Leave a Review' dialog open.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const product = `/product/${encodeURIComponent(params.handle)}`;
  const query = pageQuery(request, product);
  const session = await getSession(request, context);
  if (isSignedIn(session)) {
    query.set(REVIEW_PARAM, 'new');
    return redirect(`${product}?${query}#reviews`);
  }
  // The product page as `requireSignedIn` saves a page: without the language base, its query kept
  // unless too long for the session cookie.
  const page = new URL(product, request.url);
  page.search = query.size > 0 ? `?${query}` : '';
  session.set('redirectAfterLogin', returnPath(new Request(page)));
  return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
}
