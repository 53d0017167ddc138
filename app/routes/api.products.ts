import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { apiError, getOnly } from '~/server/api/json-errors.server';
import { acceptsGzip, FeedRequestError, feedAnswer, gzippedBody, pageArgs } from '~/server/catalog/product-feed';
import { getProductFeed } from '~/server/catalog/product-feed.server';
import { getMarket } from '~/server/market.server';
import { isDependencyFailure } from '~/server/unavailable/dependency-failure.server';
import type { Route } from './+types/api.products';

/**
 * SPEC §7 `GET /api/products` → `{ products, pageInfo }`, each product in the Storefront API's own
 * JSON shape, priced in the shopper's market (issue 17). Optional cursor paging: `?first=20` then
 * `&after={pageInfo.endCursor}`. The list is built (and gzipped) once per catalog refresh; an
 * `If-None-Match` with the current ETag answers 304.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const url = new URL(request.url);
    const args = pageArgs(url.searchParams);
    const market = await getMarket(request);
    const feed = await getProductFeed(context.storefront, market.country);
    const { body, etag } = feedAnswer(feed, args);
    const headers = { ETag: etag, 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Encoding' };
    if (ifNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    const json = { ...headers, 'Content-Type': 'application/json; charset=utf-8' };
    // The whole list goes out gzipped as prepared once; pages are small and compressed on the way out.
    if (body === feed.body && acceptsGzip(request.headers.get('accept-encoding'))) {
      return new Response(new Uint8Array(gzippedBody(feed)), { headers: { ...json, 'Content-Encoding': 'gzip' } });
    }
    return new Response(body, { headers: json });
  } catch (error) {
    const i18n = i18nFor(context.language);
    if (error instanceof FeedRequestError) return data(apiError(i18n._(error.reason)), { status: 400 });
    // Answered 503 with Retry-After by answerUnavailable (app/server/unavailable), like every route.
    if (isDependencyFailure(error)) throw error;
    console.error('GET /api/products failed', error);
    return data(apiError(i18n._(msg`Products are unavailable right now. Please try again.`)), { status: 502 });
  }
}

/** Any other method than GET: 405 with `Allow: GET`. */
export const action = getOnly;

/** RFC 9110: a list of entity tags (weak ones compare by their opaque part), or `*`. */
function ifNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
