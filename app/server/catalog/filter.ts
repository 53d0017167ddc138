import type { I18n } from '@lingui/core';
import { colourName } from '~/lib/catalog/colours';
import { genderName, productTypeName, type ShopScope } from '~/lib/catalog/shop-types';
import { STATUS_OPTIONS, statusName, type ShopQuery, type SortId } from '~/lib/catalog/shop-query';
import type { CatalogItem } from '~/lib/catalog/types';

/** Pure listing logic of the shop (SPEC §2 Shop listing, §9): scope, filters, sort, option lists. */

const lower = (value: string) => value.toLowerCase();

/**
 * A filter's ticked values, lowercased once per listing (null: not filtered), so that matching an
 * item costs its own few values however many a URL ticks.
 */
const ticked = (wanted: string[]) => (wanted.length === 0 ? null : new Set(wanted.map(lower)));
const anyOf = (wanted: Set<string> | null, values: string[]) => wanted === null || values.some((v) => wanted.has(lower(v)));

export function inScope(items: CatalogItem[], scope: ShopScope): CatalogItem[] {
  switch (scope.kind) {
    case 'all':
      return items;
    case 'type':
      return items.filter((item) => lower(item.productType) === lower(scope.type));
    case 'gender':
      return items.filter((item) => item.gender.includes(scope.gender));
    case 'unknown':
      return [];
  }
}

export function isInStock(item: CatalogItem): boolean {
  return item.availableForSale && item.quantityAvailable > 0;
}

export function applyFilters(items: CatalogItem[], query: ShopQuery): CatalogItem[] {
  const genders = ticked(query.genders);
  const categories = ticked(query.categories);
  const colors = ticked(query.colors);
  const brands = ticked(query.brands);
  return items.filter((item) => {
    if (!anyOf(genders, item.gender)) return false;
    if (!anyOf(categories, [item.productType])) return false;
    if (!anyOf(colors, item.frameColors)) return false;
    if (!anyOf(brands, [item.vendor])) return false;
    if (query.statuses.length > 0) {
      const status = isInStock(item) ? 'available' : 'out-of-stock';
      if (!query.statuses.includes(status)) return false;
    }
    if (query.min !== null && item.priceAed < query.min) return false;
    if (query.max !== null && item.priceAed > query.max) return false;
    return true;
  });
}

/**
 * 'recommended' keeps the catalog's own order (best-selling first) with sold-out items last, so a
 * shopper's first screen is things they can buy. Price sorts are stable on that order.
 */
export function sortItems(items: CatalogItem[], sort: SortId): CatalogItem[] {
  const sorted = [...items];
  if (sort === 'price_low_high') return sorted.sort((a, b) => a.price - b.price);
  if (sort === 'price_high_low') return sorted.sort((a, b) => b.price - a.price);
  return sorted.sort((a, b) => Number(isInStock(b)) - Number(isInStock(a)));
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/** Distinct values with their counts, most common first, then by name. */
function countValues(items: CatalogItem[], valuesOf: (item: CatalogItem) => string[], label = (v: string) => v): FilterOption[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const value of new Set(valuesOf(item))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, label: label(value), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export interface FilterOptions {
  genders: FilterOption[];
  categories: FilterOption[];
  colors: FilterOption[];
  brands: FilterOption[];
  statuses: FilterOption[];
}

/** How the page names the values it filters by, in its language (brands go by their own names). */
export interface FilterLabels {
  gender: (id: string) => string;
  category: (type: string) => string;
  color: (name: string) => string;
  status: (id: string) => string;
}

/** The option labels of the shop's filters in the page's language, for /shop and the search results alike. */
export function filterLabels(i18n: I18n): FilterLabels {
  return {
    gender: (id) => genderName(i18n, id),
    category: (type) => productTypeName(i18n, type),
    color: (name) => colourName(i18n, name),
    status: (id) => statusName(i18n, id),
  };
}

export function filterOptions(items: CatalogItem[], labels: FilterLabels): FilterOptions {
  const inStock = items.filter(isInStock).length;
  return {
    genders: countValues(items, (item) => item.gender, labels.gender),
    categories: countValues(items, (item) => [item.productType], labels.category),
    colors: countValues(items, (item) => item.frameColors, labels.color),
    brands: countValues(items, (item) => [item.vendor]),
    statuses: STATUS_OPTIONS.map(({ id }) => ({
      value: id,
      label: labels.status(id),
      count: id === 'available' ? inStock : items.length - inStock,
    })),
  };
}
