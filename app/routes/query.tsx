import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLoaderData, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { NoSearchResults } from '~/components/catalog/NoSearchResults';
import { SearchLead } from '~/components/catalog/SearchLead';
import { ShopListing } from '~/components/catalog/ShopListing';
import { Title } from '~/components/layout/Title';
import { ProductCarousel } from '~/components/product/product-carousel-on-sight';
import { Breadcrumb } from '~/components/ui/Breadcrumb';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import { routePathOf } from '~/i18n/languages';
import { i18nFor } from '~/i18n/catalogs.server';
import { filterLabels } from '~/server/catalog/filter';
import { catalogFor } from '~/server/catalog/for-request.server';
import { searchResults } from '~/server/catalog/search-results';
import { isSearchId, shopperSearchLog, type SearchLog } from '~/server/search-log/search-log.server';
import { maySearchBeLogged } from '~/server/search-log/logged-search-limit.server';
import { NOINDEX_META, type IndexingHandle } from '~/lib/page-indexing';
import type { Route } from './+types/query';

/**
 * `/query?query=` (SPEC §2, issue 12): search results with the shop's filters and sort (the same
 * URL parameters as /shop), a corrected query, and popular products when nothing matches. An
 * empty query lists everything. A new search is counted; `sid` (carried by the page's own links,
 * and put in the address once counted) marks a refinement of a counted one, or the same page again.
 * A client network's new searches past `LOGGED_SEARCHES` are answered without being counted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = parseShopQuery(params);
  const { catalog } = await catalogFor(request, context);
  const results = searchResults(catalog, params.get('query') ?? '', query, filterLabels(i18nFor(context.language)));
  const log = results.text ? shopperSearchLog(request, context) : null;
  const sid = params.get('sid');
  const counted = sid && isSearchId(sid) ? sid : null;
  const record = async (shopperLog: SearchLog) =>
    (await maySearchBeLogged(context.db, context.clientIp))
      ? shopperLog.record({ text: results.text, resultsCount: results.matched })
      : null;
  const searchId = log ? (counted ?? (await record(log))) : null;
  return { ...results, query, searchId };
}

export const handle: IndexingHandle<unknown> = { noindex: () => true };
export const meta: Route.MetaFunction = () => NOINDEX_META;

/** The address without `sid`: the same search with or without it. */
function withoutSid(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('sid');
  return `${url.pathname}?${params.toString()}`;
}

/**
 * One search is counted once. Adding to the cart from the page (with JavaScript) changes nothing the
 * results show, so it does not run the loader again (which would count the search again when the
 * address has no `sid` yet); nor does putting the counted search's `sid` into the address. Any
 * other form does (a new currency, posted to /market, reprices the results).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const toCart = formAction !== undefined && routePathOf(new URL(formAction, currentUrl).pathname) === '/cart';
  if (toCart && formMethod?.toUpperCase() === 'POST' && currentUrl.href === nextUrl.href) return false;
  if (!currentUrl.searchParams.has('sid') && nextUrl.searchParams.has('sid') && withoutSid(currentUrl) === withoutSid(nextUrl))
    return false;
  return defaultShouldRevalidate;
}

/**
 * Each view is counted in the search log: never kept, by the shop's page cache (which goes by the
 * answer, so `/Query` and `/query/` are not kept either) or by a proxy.
 */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export default function Query() {
  const { text, query, total, items, options, matched, didYouMean, popular, searchId } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  // A counted search keeps its id in the address: a reload, Back to it or a form that sends the
  // shopper back here (the cart's redirectTo) is the same search, not a new one.
  useEffect(() => {
    if (!searchId) return;
    const params = new URLSearchParams(location.search);
    if (params.has('sid')) return;
    params.set('sid', searchId);
    void navigate({ search: `?${params.toString()}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [searchId, location.search, location.hash, navigate]);
  const title = t`Search results`;
  // A refinement keeps the text and, once counted, the search's id.
  const kept = { query: text, ...(searchId ? { sid: searchId } : {}) };
  const withoutFilters = new URLSearchParams(kept);
  if (query.sort !== 'recommended') withoutFilters.set('sort', query.sort);
  return (
    <>
      <Title>{text ? t`Search results for “${text}”` : title}</Title>
      <div className="container-shop py-6 sm:py-8">
        <Breadcrumb items={[{ label: t`Home`, to: '/' }, { label: title }]} />
        <ShopListing
          heading={
            <>
              <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
              {/* With results, `didYouMean` is what they are for; without, a query that has some. */}
              <SearchLead text={text} correctedTo={matched > 0 ? didYouMean : null} />
            </>
          }
          query={query}
          total={total}
          items={items}
          options={options}
          hide={{ gender: false, category: false }}
          kept={kept}
          refine={matched > 0}
          searchId={searchId}
          empty={
            <NoSearchResults
              didYouMean={matched === 0 ? didYouMean : null}
              withoutFilters={matched > 0 ? `/query?${withoutFilters.toString()}` : null}
            />
          }
        />
      </div>
      {popular.length > 0 && <ProductCarousel title={t`Popular Products`} items={popular} viewAll="/shop" />}
    </>
  );
}
