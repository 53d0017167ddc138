import { Link, useLoaderData, useLocation } from 'react-router';
import { FilterForm } from '~/components/catalog/FilterForm';
import { LoadMore } from '~/components/catalog/LoadMore';
import { SortControl } from '~/components/catalog/SortControl';
import { Breadcrumb } from '~/components/ui/Breadcrumb';
import { ProductGrid } from '~/components/product/ProductGrid';
import { shopScope, type ShopScope } from '~/lib/catalog/shop-types';
import { parseShopQuery, withParam } from '~/lib/catalog/shop-query';
import { pageTitle } from '~/lib/page-title';
import { applyFilters, FILTER_LABELS, filterOptions, inScope, sortItems } from '~/server/catalog/filter';
import { catalogFor } from '~/server/catalog/for-request.server';
import type { Route } from './+types/shop';

function heading(scope: ShopScope): string {
  if (scope.kind === 'type' || scope.kind === 'gender') return scope.label;
  return scope.kind === 'all' ? 'Shop All Products' : 'Shop';
}

/** `/shop` and `/shop/{type}` (SPEC §2 Shop listing): everything is read from the URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const scope = shopScope(params.type, url.searchParams.get('query'));
  const query = parseShopQuery(url.searchParams);
  const { catalog } = await catalogFor(request, context);
  const scoped = inScope(catalog.items, scope);
  const results = sortItems(applyFilters(scoped, query), query.sort);
  return {
    scope,
    query,
    title: heading(scope),
    total: results.length,
    items: results.slice(0, query.show),
    options: filterOptions(scoped, FILTER_LABELS),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageTitle(data?.title ?? 'Shop');

export default function Shop() {
  const { scope, query, title, total, items, options } = useLoaderData<typeof loader>();
  const location = useLocation();
  const genderQuery = scope.kind === 'gender' ? scope.gender : null;
  const hide = { gender: scope.kind === 'gender', category: scope.kind === 'type' };
  const panelLink = (panel: 'sort' | 'filter' | null) => withParam(location.search, 'panel', panel);
  const active =
    query.genders.length +
    query.categories.length +
    query.colors.length +
    query.brands.length +
    query.statuses.length +
    (query.min !== null || query.max !== null ? 1 : 0);

  return (
    <div className="container-shop py-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          ...(scope.kind === 'all' ? [{ label: 'Shop' }] : [{ label: 'Shop', to: '/shop' }, { label: title }]),
        ]}
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-muted" data-testid="result-count" aria-live="polite">
            {total} {total === 1 ? 'product' : 'products'}
          </p>
        </div>
        <div className="hidden lg:block">
          <SortControl sort={query.sort} variant="select" idPrefix="desktop" />
        </div>
      </div>

      {/* Mobile: the sort/filter panel (SPEC §4: none | sort | filter), its state in the URL. */}
      <div className="mb-4 grid grid-cols-2 gap-2 lg:hidden">
        <Link
          to={panelLink(query.panel === 'sort' ? null : 'sort')}
          preventScrollReset
          className="btn-outline py-2"
          aria-expanded={query.panel === 'sort'}
        >
          Sort
        </Link>
        <Link
          to={panelLink(query.panel === 'filter' ? null : 'filter')}
          preventScrollReset
          className="btn-outline py-2"
          aria-expanded={query.panel === 'filter'}
        >
          Filter{active > 0 ? ` (${active})` : ''}
        </Link>
      </div>
      {query.panel !== 'none' && (
        <div
          className="mb-6 rounded-2xl border border-line p-4 lg:hidden"
          data-testid="mobile-panel"
          role="region"
          aria-label={query.panel === 'sort' ? 'Sort' : 'Filter'}
        >
          {query.panel === 'sort' ? (
            <SortControl sort={query.sort} variant="radios" idPrefix="mobile" />
          ) : (
            <FilterForm query={query} options={options} genderQuery={genderQuery} hide={hide} idPrefix="mobile" />
          )}
          <Link to={panelLink(null)} preventScrollReset className="btn-primary mt-4 w-full">
            Close
          </Link>
        </div>
      )}

      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block" aria-label="Product filters">
          {scope.kind !== 'unknown' && (
            <FilterForm query={query} options={options} genderQuery={genderQuery} hide={hide} idPrefix="desktop" />
          )}
        </aside>
        <div>
          <ProductGrid items={items} />
          <LoadMore shown={items.length} total={total} show={query.show} />
        </div>
      </div>
    </div>
  );
}
