import { searchText } from '~/lib/catalog/search-text';
import type { ShopQuery } from '~/lib/catalog/shop-query';
import { toCards, type CardItem } from '~/lib/catalog/card';
import { applyFilters, filterOptions, isInStock, sortItems, type FilterLabels, type FilterOptions } from './filter';
import type { Catalog } from './index.server';

/** Popular products shown instead of an empty page. */
export const POPULAR_COUNT = 8;
export interface SearchResults {
  /** The search text, trimmed and cut to its length (searchText). */
  text: string;
  /** Products the search found, before the shop's filters: what the search log counts. */
  matched: number;
  /** After the filters: what the page counts and pages through. */
  total: number;
  items: CardItem[];
  /** The filters' options and counts over everything the search found (as /shop counts its scope). */
  options: FilterOptions;
  /** A corrected query: what the results are for, or with none, one that has results. */
  didYouMean: string | null;
  /** Best sellers in stock, when nothing is shown; otherwise empty. */
  popular: CardItem[];
}

/**
 * The search results page's data (issue 12): the search, then the shop's filters and sort from the
 * URL exactly as /shop applies them. 'Recommended' keeps the search's order, sold-out items last.
 */
export function searchResults(
  catalog: Pick<Catalog, 'items' | 'search'>,
  rawText: string,
  query: ShopQuery,
  labels: FilterLabels,
): SearchResults {
  const text = searchText(rawText);
  const { items: found, didYouMean } = catalog.search(text);
  const results = sortItems(applyFilters(found, query), query.sort);
  return {
    text,
    matched: found.length,
    total: results.length,
    items: toCards(results.slice(0, query.show)),
    options: filterOptions(found, labels),
    didYouMean,
    // The catalog's own order is best-selling first.
    popular: results.length === 0 ? toCards(catalog.items.filter(isInStock).slice(0, POPULAR_COUNT)) : [],
  };
}

/**
 * The header's suggestions: the results page's first products for the same text, so the two agree.
 * A last word of one letter may still be being typed ('ray b'): when the whole text finds nothing it
 * is left out until it says more ('d & g' finds Dolce & Gabbana as it stands). `text` is what the
 * suggestions (and their `total`) are for, the results page that shows them all.
 */
export function suggestionItems(catalog: Pick<Catalog, 'search'>, rawText: string, limit: number) {
  const whole = searchText(rawText);
  let text = whole;
  let outcome = catalog.search(whole, { offerCorrection: false });
  const typing = whole.replace(/\s+\S$/u, '');
  if (outcome.items.length === 0 && typing !== whole) {
    text = typing;
    outcome = catalog.search(typing, { offerCorrection: false });
  }
  const { items, didYouMean } = outcome;
  return { text, items: sortItems(items, 'recommended').slice(0, limit), total: items.length, didYouMean };
}
