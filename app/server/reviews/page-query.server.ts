import { REVIEW_PARAM } from '~/components/reviews/review-params';
import { routePathOf } from '~/i18n/languages';

/**
 * The product page's query (its variant, `reviews=6`), without a dialog of its own: the query sent
 * to this route when there is one (a link or form that carries it), else the query of the page the
 * 'Add Review' form was sent from, read from the `Referer` when that is this product's page on this
 * shop (the form itself sends no fields, and the shop's `strict-origin-when-cross-origin` policy
 * gives same-origin requests the whole URL).
 */
export function pageQuery(request: Request, productPath: string): URLSearchParams {
  const url = new URL(request.url);
  let params = url.searchParams;
  if (params.size === 0) {
    const referer = refererOf(request);
    if (referer && referer.host === url.host && routePathOf(referer.pathname) === productPath) params = referer.searchParams;
  }
  const kept = new URLSearchParams(params);
  kept.delete(REVIEW_PARAM);
  return kept;
}

function refererOf(request: Request): URL | null {
  try {
    return new URL(request.headers.get('referer') ?? '');
  } catch {
    return null;
  }
}
