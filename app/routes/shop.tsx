import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData, useLocation } from 'react-router';
import { FilterForm } from '~/components/catalog/FilterForm';
import { LoadMore } from '~/components/catalog/LoadMore';
import { ResultCount } from '~/components/catalog/ResultCount';
import { SortControl } from '~/components/catalog/SortControl';
import { Title } from '~/components/layout/Title';
import { Breadcrumb } from '~/components/ui/Breadcrumb';
import { ProductGrid } from '~/components/product/ProductGrid';
import { i18nFor } from '~/i18n/catalogs.server';
import { scopeTitle, shopScope } from '~/lib/catalog/shop-types';
import { parseShopQuery, withParam } from '~/lib/catalog/shop-query';
import { applyFilters, filterLabels, filterOptions, inScope, sortItems } from '~/server/catalog/filter';
import { catalogFor } from '~/server/catalog/for-request.server';
import type { Route } from './+types/shop';

/** `/shop` and `/shop/{type}` (SPEC §2 Shop listing): everything is read from the URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const scope = shopScope(params.type, url.searchParams.get('query'));
  const query = parseShopQuery(url.searchParams);
  const { catalog } = await catalogFor(request, context);
  const scoped = inScope(catalog.items, scope);
  const results = sortItems(applyFilters(scoped, query), query.sort);
  // The options' names are made here, in the page's language; their values stay the URL's.
  const i18n = i18nFor(context.language);
  return {
    scope,
    query,
    total: results.length,
    items: results.slice(0, query.show),
    options: filterOptions(scoped, filterLabels(i18n)),
  };
}

export default function Shop() {
  const { scope, query, total, items, options } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  const title = scopeTitle(i18n, scope);
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
      <Title>{title}</Title>
      <Breadcrumb
        items={[
          { label: t`Home`, to: '/' },
          ...(scope.kind === 'all' ? [{ label: t`Shop` }] : [{ label: t`Shop`, to: '/shop' }, { label: title }]),
        ]}
      />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <ResultCount total={total} className="mt-1 text-sm text-muted" />
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
          <Trans>Sort</Trans>
        </Link>
        <Link
          to={panelLink(query.panel === 'filter' ? null : 'filter')}
          preventScrollReset
          className="btn-outline py-2"
          aria-expanded={query.panel === 'filter'}
        >
          {active > 0 ? t`Filter (${active})` : t`Filter`}
        </Link>
      </div>
      {query.panel !== 'none' && (
        <div
          className="mb-6 rounded-2xl border border-line p-4 lg:hidden"
          data-testid="mobile-panel"
          role="region"
          aria-label={query.panel === 'sort' ? t`Sort` : t`Filter`}
        >
          {query.panel === 'sort' ? (
            <SortControl sort={query.sort} variant="radios" idPrefix="mobile" />
          ) : (
            <FilterForm query={query} options={options} genderQuery={genderQuery} hide={hide} idPrefix="mobile" />
          )}
          <Link to={panelLink(null)} preventScrollReset className="btn-primary mt-4 w-full">
            <Trans>Close</Trans>
          </Link>
        </div>
      )}

      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block" aria-label={t`Product filters`}>
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
