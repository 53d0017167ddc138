import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shop listing's state, all of it in the URL (SPEC §2 Shop listing, §4, §9): shareable,
 * server-rendered, and the back button works. One parser for loaders and components.
 */
export const PAGE_SIZE = 8;
/** The most products one listing page renders (60 'Load More's): `?show=1e308` must not render a whole large catalog. */
export const SHOW_MAX = 480;
export const PRICE_DEFAULT = { min: 0, max: 6000 } as const;
export const PRICE_STEP = 50;

/** SPEC §9 price bands (AED), lower bound inclusive; a band from 0 reads 'Below 2000'. */
export const PRICE_BANDS = [
  { min: 0, max: 2000 },
  { min: 2000, max: 3000 },
  { min: 3000, max: 6000 },
  { min: 6000, max: 10000 },
  { min: 10000, max: 15000 },
] as const;

export const SORT_OPTIONS = [
  { id: 'recommended', label: msg`Recommended` },
  { id: 'price_low_high', label: msg`Price: Low to High` },
  { id: 'price_high_low', label: msg`Price: High to Low` },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];

export const STATUS_OPTIONS = [
  { id: 'available', label: msg`Available` },
  { id: 'out-of-stock', label: msg`Out of Stock` },
] as const;

export type StatusId = (typeof STATUS_OPTIONS)[number]['id'];

export function statusName(i18n: I18n, id: string): string {
  const found = STATUS_OPTIONS.find((status) => status.id === id);
  return found ? i18n._(found.label) : id;
}

export type Panel = 'none' | 'sort' | 'filter';

export interface ShopQuery {
  genders: string[];
  categories: string[];
  colors: string[];
  brands: string[];
  statuses: string[];
  /** AED, whole numbers; null = not filtered. */
  min: number | null;
  max: number | null;
  sort: SortId;
  show: number;
  panel: Panel;
}

function wholeNumber(value: string | null, floor: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.max(floor, n) : null;
}

/**
 * The most values one filter takes from the URL: more than any list of options offers (the SPEC's
 * brands are about 105, its frame colours about 70, and a shopper may tick every one), and a bound
 * on `?gender=x0&gender=x1…`, each new URL missing the page cache. Matching costs an item's own
 * values whatever the count (`applyFilters`), so this bounds the reading, not a product of both.
 */
export const FILTER_VALUES_MAX = 200;

const list = (params: URLSearchParams, key: string) =>
  [...new Set(params.getAll(key).filter(Boolean))].slice(0, FILTER_VALUES_MAX);

/** Statuses are the shop's own two ids, read in any case (`?status=Available`), as other filters are. */
const statuses = (params: URLSearchParams) => [
  ...new Set(
    list(params, 'status').flatMap((value) =>
      STATUS_OPTIONS.filter((status) => status.id === value.toLowerCase()).map((status) => status.id),
    ),
  ),
];

/** How many products the listing shows: whole pages of PAGE_SIZE, at most SHOW_MAX. */
export function shownCount(params: URLSearchParams): number {
  const shown = Number(params.get('show'));
  return Number.isFinite(shown) && shown > PAGE_SIZE ? Math.min(Math.ceil(shown / PAGE_SIZE) * PAGE_SIZE, SHOW_MAX) : PAGE_SIZE;
}

export function parseShopQuery(params: URLSearchParams): ShopQuery {
  let min = wholeNumber(params.get('min'), 0);
  let max = wholeNumber(params.get('max'), 1);
  // SPEC §5: min never above max. A crossed pair from a hand-edited URL is read in order.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const sort = SORT_OPTIONS.find((s) => s.id === params.get('sort'))?.id ?? 'recommended';
  const panelParam = params.get('panel');
  const panel: Panel = panelParam === 'sort' || panelParam === 'filter' ? panelParam : 'none';
  return {
    genders: list(params, 'gender'),
    categories: list(params, 'category'),
    colors: list(params, 'color'),
    brands: list(params, 'brand'),
    statuses: statuses(params),
    min,
    max,
    sort,
    show: shownCount(params),
    panel,
  };
}

/**
 * Parameters a listing's forms and links keep whatever they change: a gender page's `query`; on the
 * search results, the search text and its `sid` (so a refinement is not counted as a new search).
 */
export type KeptParams = Readonly<Record<string, string>>;

/** The current search with the kept parameters set: what the listing's forms and links start from. */
export function withKept(search: string, kept: KeptParams): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(kept)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What a listing's form or link sets of the address (`own`), and what it drops besides, so that the
 * list starts again from its first page (`show`) or the phone's panel closes (`panel`).
 */
export interface ListingChange {
  own: readonly string[];
  reset: readonly string[];
}

/** The parameters a form or link carries along: the address with the kept ones set, less what it changes. */
export function carriedParams(search: string, kept: KeptParams, change: ListingChange): [string, string][] {
  return [...new URLSearchParams(withKept(search, kept))].filter(
    ([key]) => !change.own.includes(key) && !change.reset.includes(key),
  );
}
