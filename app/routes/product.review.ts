import { REVIEW_PARAM } from '~/components/reviews/review-params';
import { pageQuery } from '~/server/reviews/page-query.server';
import { signInFirst } from '~/server/session.server';
import type { Route } from './+types/product.review';

/**
 * The 'Add review' link. SPEC §5: a visitor has the product page saved as redirectAfterLogin, with
 * its query (the chosen variant), and goes to /login; a signed-in customer returns to the product,
 * its variant kept, with the 'Leave a Review' dialog open.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const product = `/product/${encodeURIComponent(params.handle)}`;
  const query = pageQuery(request, product);
  // The product page as `requireSignedIn` saves a page: without the language base, its query kept
  // unless too long for the session cookie.
  const page = new URL(product, request.url);
  page.search = query.size > 0 ? `?${query}` : '';
  const withDialog = new URLSearchParams(query);
  withDialog.set(REVIEW_PARAM, 'new');
  return signInFirst(request, context, page, `${product}?${withDialog}#reviews`);
}
