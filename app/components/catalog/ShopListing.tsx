import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ProductGrid } from '~/components/product/ProductGrid';
import type { KeptParams, ShopQuery } from '~/lib/catalog/shop-query';
import type { CardItem } from '~/lib/catalog/card';
import type { FilterOptions } from '~/server/catalog/filter';
import { FilterForm } from './FilterForm';
import { ListingLink } from './ListingLink';
import { LoadMore } from './LoadMore';
import { forgetAsked } from './params-now';
import { ResultCount } from './ResultCount';
import { SortControl } from './SortControl';

interface ShopListingProps {
  /** The page's heading (and what it says about the list), above the count. */
  heading: ReactNode;
  query: ShopQuery;
  total: number;
  items: CardItem[];
  options: FilterOptions;
  /** Filter groups the page's own scope makes pointless. */
  hide: { gender: boolean; category: boolean };
  /** Parameters every refinement keeps (see KeptParams). */
  kept: KeptParams;
  /** Sort and filters are offered; not when there is nothing to refine (an unknown type, a search that found nothing). */
  refine: boolean;
  /** A counted search: its id rides on the product links, so opening one is counted too. */
  searchId?: string | null;
  /** Shown instead of the grid when nothing is listed; ProductGrid's own 'No products found' otherwise. */
  empty?: ReactNode;
}

/**
 * A listing with the shop's sort and filters, all in the URL (SPEC §2 Shop listing, §4): /shop and
 * the search results. Desktop has the filters aside and 'Sort By' beside the heading; phones have
 * the sort/filter panel (none | sort | filter) under two buttons.
 */
export function ShopListing({ heading, query, total, items, options, hide, kept, refine, searchId, empty }: ShopListingProps) {
  const { t } = useLingui();
  const location = useLocation();
  useEffect(forgetAsked, [location.key]);
  const toPanel = (panel: 'sort' | 'filter' | null) => (params: URLSearchParams) =>
    panel ? params.set('panel', panel) : params.delete('panel');
  const active =
    query.genders.length +
    query.categories.length +
    query.colors.length +
    query.brands.length +
    query.statuses.length +
    (query.min !== null || query.max !== null ? 1 : 0);

  const list =
    items.length === 0 && empty ? (
      empty
    ) : (
      <>
        <ProductGrid items={items} searchId={searchId} />
        <LoadMore shown={items.length} total={total} show={query.show} kept={kept} />
      </>
    );

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          {heading}
          <ResultCount total={total} className="mt-1 text-sm text-muted" />
        </div>
        {refine && (
          <div className="hidden lg:block">
            <SortControl sort={query.sort} variant="select" idPrefix="desktop" kept={kept} />
          </div>
        )}
      </div>

      {refine && (
        <>
          {/* Mobile: the sort/filter panel (SPEC §4: none | sort | filter), its state in the URL. */}
          <div className="mb-4 grid grid-cols-2 gap-2 lg:hidden">
            <ListingLink
              change={toPanel(query.panel === 'sort' ? null : 'sort')}
              kept={kept}
              className="btn-outline py-2"
              aria-expanded={query.panel === 'sort'}
            >
              <Trans>Sort</Trans>
            </ListingLink>
            <ListingLink
              change={toPanel(query.panel === 'filter' ? null : 'filter')}
              kept={kept}
              className="btn-outline py-2"
              aria-expanded={query.panel === 'filter'}
            >
              {active > 0 ? t`Filter (${active})` : t`Filter`}
            </ListingLink>
          </div>
          {query.panel !== 'none' && (
            <div
              className="mb-6 rounded-2xl border border-line p-4 lg:hidden"
              data-testid="mobile-panel"
              role="region"
              aria-label={query.panel === 'sort' ? t`Sort` : t`Filter`}
            >
              {query.panel === 'sort' ? (
                <SortControl sort={query.sort} variant="radios" idPrefix="mobile" kept={kept} />
              ) : (
                <FilterForm query={query} options={options} kept={kept} hide={hide} idPrefix="mobile" />
              )}
              <ListingLink change={toPanel(null)} kept={kept} className="btn-primary mt-4 w-full">
                <Trans>Close</Trans>
              </ListingLink>
            </div>
          )}
        </>
      )}

      {refine ? (
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <aside className="hidden lg:block" aria-label={t`Product filters`}>
            <FilterForm query={query} options={options} kept={kept} hide={hide} idPrefix="desktop" />
          </aside>
          <div>{list}</div>
        </div>
      ) : (
        list
      )}
    </>
  );
}
