import { SHAPE_MAX, shapeSlug } from './shapes';
import { shopScope } from './shop-types';

/**
 * The query parameter that makes a page what it is, on the pages that have one: a search's text, the
 * shape of /shape (in any case the same shape), the gender of /shop/gender (below). The rest (sort,
 * filters, paging, a search id, a campaign's tags, and these names on any other page) show the
 * same page, which search engines should know by one address.
 */
const PAGE_PARAM: Record<string, { name: string; spelt: (value: string) => string }> = {
  '/query': { name: 'query', spelt: (value) => value },
  // As /shape reads it: cut to 60 characters, any case, spaces and underscores as hyphens.
  '/shape': { name: 'shape', spelt: (value) => shapeSlug(value.slice(0, SHAPE_MAX)) },
};

function readSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The one address of the page at `pathname` and `search` (the language base left out). A shop
 * listing is named as the shop names it, however it was spelt: `/shop/sunglasses`,
 * `/shop/Reading glass` (the home page's mobile list) and `/shop/ALL` are `/shop/Sunglasses`,
 * `/shop/Reading-glass` and `/shop`; a gender page keeps the gender it shows (unisex for an unknown
 * one). A type the shop does not sell keeps its own (it is not indexed).
 */
export function canonicalPage(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const listing = /^\/shop\/([^/]+)\/?$/.exec(pathname);
  const scope = listing ? shopScope(readSegment(listing[1]!), params.get('query')) : null;
  if (scope?.kind === 'all') return '/shop';
  if (scope?.kind === 'type') return `/shop/${scope.type}`;
  if (scope?.kind === 'gender') return `/shop/gender?query=${scope.gender}`;
  const param = PAGE_PARAM[pathname];
  const value = param && params.get(param.name);
  return value ? `${pathname}?${new URLSearchParams({ [param.name]: param.spelt(value) })}` : pathname;
}
