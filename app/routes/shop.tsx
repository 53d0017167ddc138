import { useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router';
import { ShopListing } from '~/components/catalog/ShopListing';
import { Title } from '~/components/layout/Title';
import { Breadcrumb } from '~/components/ui/Breadcrumb';
import { i18nFor } from '~/i18n/catalogs.server';
import { scopeTitle, shopScope } from '~/lib/catalog/shop-types';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import { applyFilters, filterLabels, filterOptions, inScope, sortItems } from '~/server/catalog/filter';
import { toCards } from '~/lib/catalog/card';
import { catalogFor } from '~/server/catalog/for-request.server';
import { NOINDEX_META, type IndexingHandle } from '~/lib/page-indexing';
import type { Route } from './+types/shop';

/** `/shop` and `/shop/{type}` (SPEC §2 Shop listing): everything is read from the URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const scope = shopScope(params.type, url.searchParams.get('query'));
  const asked = parseShopQuery(url.searchParams);
  // The group the page hides is its own scope: a value of it in the URL would filter out everything
  // with no box to see it by or untick.
  const query = {
    ...asked,
    ...(scope.kind === 'type' ? { categories: [] } : {}),
    ...(scope.kind === 'gender' ? { genders: [] } : {}),
  };
  const { catalog } = await catalogFor(request, context);
  const scoped = inScope(catalog.items, scope);
  const results = sortItems(applyFilters(scoped, query), query.sort);
  // The options' names are made here, in the page's language; their values stay the URL's.
  const i18n = i18nFor(context.language);
  return {
    scope,
    query,
    total: results.length,
    items: toCards(results.slice(0, query.show)),
    options: filterOptions(scoped, filterLabels(i18n)),
  };
}

/** SPEC §2: another type shows nothing; such a page (any text in the URL) is not indexed. */
export const handle: IndexingHandle<{ scope: { kind: string } }> = { noindex: (data) => data?.scope.kind === 'unknown' };
export const meta: Route.MetaFunction = ({ data }) => (handle.noindex(data) ? NOINDEX_META : []);

export default function Shop() {
  const { scope, query, total, items, options } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  const title = scopeTitle(i18n, scope);
  return (
    <div className="container-shop py-6 sm:py-8">
      <Title>{title}</Title>
      <Breadcrumb
        items={[
          { label: t`Home`, to: '/' },
          ...(scope.kind === 'all' ? [{ label: t`Shop` }] : [{ label: t`Shop`, to: '/shop' }, { label: title }]),
        ]}
      />
      <ShopListing
        heading={<h1 className="text-3xl font-bold tracking-tight">{title}</h1>}
        query={query}
        total={total}
        items={items}
        options={options}
        hide={{ gender: scope.kind === 'gender', category: scope.kind === 'type' }}
        // A gender page's own ?query= stays when a filter changes.
        kept={scope.kind === 'gender' ? { query: scope.gender } : {}}
        refine={scope.kind !== 'unknown'}
      />
    </div>
  );
}
