import { shopScope } from './shop-types';

/**
 * The query parameters that make a page what it is: the gender of /shop/gender, the shape of
 * /shape, a search's text. The rest (sort, filters, paging, a search id, a campaign's tags) show the
 * same page, which search engines should know by one address.
 */
const PAGE_PARAMS = ['query', 'shape'];

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
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (PAGE_PARAMS.includes(name)) kept.append(name, value);
  const text = kept.toString();
  return pathname + (text ? `?${text}` : '');
}
