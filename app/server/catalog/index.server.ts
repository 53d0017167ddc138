import { STOREFRONT_LANGUAGE, type Language } from '~/i18n/languages';
import type { MarketCountry } from '~/lib/markets';
import type { CatalogItem } from '~/lib/catalog/types';
import { LENS_PRODUCT_TYPE } from '~/lib/prescription/lens-offer';
import { CatalogPageQuery } from '../storefront/documents/products';
import type { StorefrontClient } from '../storefront/client.server';
import type { ResultOf } from '../storefront/graphql';
import { catalogChanged } from './catalog-version';
import { buildSearch, type CatalogSearch } from './search/catalog-search';
import { createSwrCache } from './swr-cache';
import { toCatalogItem, withBaseFacets, type CatalogNode } from './to-item';

/**
 * The in-memory catalog index (issue 4): every product of the store, per market currency and page
 * language (titles, options and metafield labels come translated), loaded
 * through the Storefront API page by page. It is only a cache: each instance rebuilds its own
 * (docs/architecture.md), refreshed in the background after FRESH_MS.
 */
export interface Catalog {
  country: MarketCountry;
  language: Language;
  items: CatalogItem[];
  byHandle: Map<string, CatalogItem>;
  search: CatalogSearch['search'];
}

const FRESH_MS = 5 * 60_000;
const PAGE = 250;
/** The price filter's currency (SPEC §9: AED); every market's items carry their AED price too. */
const BASE_COUNTRY: MarketCountry = 'AE';

type CatalogPage = ResultOf<typeof CatalogPageQuery>;

async function loadNodes(storefront: StorefrontClient, country: MarketCountry, language: Language): Promise<CatalogNode[]> {
  const nodes: CatalogNode[] = [];
  let after: string | null = null;
  // A guard against a cursor that never ends: 100 pages of 250 is far beyond any eyewear store.
  for (let page = 0; page < 100; page++) {
    const result: CatalogPage = await storefront.query(CatalogPageQuery, {
      variables: { first: PAGE, after, sortKey: 'BEST_SELLING' as const },
      country,
      language: STOREFRONT_LANGUAGE[language],
    });
    nodes.push(...result.products.nodes);
    if (!result.products.pageInfo.hasNextPage) break;
    after = result.products.pageInfo.endCursor ?? null;
  }
  return nodes;
}

/** The client comes from the first caller's context: it is the same object for the whole process. */
let client: StorefrontClient | undefined;

/** Cache keys: one catalog per market and language, e.g. 'AE/ar'. */
const cacheKey = (country: MarketCountry, language: Language) => `${country}/${language}`;

const nodeCache = createSwrCache(
  (key) => {
    if (!client) throw new Error('getCatalog needs a storefront client');
    const [country, language] = key.split('/') as [MarketCountry, Language];
    return loadNodes(client, country, language).then((nodes) => {
      // Pages rendered from the previous copy are out of date (the page cache drops them).
      catalogChanged();
      return nodes;
    });
  },
  {
    freshMs: FRESH_MS,
    onRefreshError: (key, error) => console.error(`Catalog refresh for ${key} failed; serving the previous copy.`, error),
  },
);

function buildCatalog(country: MarketCountry, language: Language, nodes: CatalogNode[], baseNodes: CatalogNode[]): Catalog {
  const aed = new Map(
    baseNodes.map((node) => [
      node.id,
      Number(node.selectedOrFirstAvailableVariant?.price.amount ?? node.priceRange.minVariantPrice.amount),
    ]),
  );
  const baseById = new Map(baseNodes.map((node) => [node.id, node]));
  // Lens packages are sold beside a frame (issue 11): never listed, searched or in the sitemap.
  const items = nodes
    .filter((node) => node.productType !== LENS_PRODUCT_TYPE)
    .map((node) => {
      const item = toCatalogItem(node, aed.get(node.id) ?? 0);
      const base = language === 'en' ? undefined : baseById.get(node.id);
      return base ? withBaseFacets(item, toCatalogItem(base, 0)) : item;
    });
  return {
    country,
    language,
    items,
    byHandle: new Map(items.map((item) => [item.handle, item])),
    search: buildSearch(items).search,
  };
}

/** Built catalogs, remembered per pair of node lists so the search index is built once per load. */
const built = new WeakMap<CatalogNode[], { base: CatalogNode[]; catalog: Catalog }>();

export async function getCatalog(storefront: StorefrontClient, country: MarketCountry, language: Language): Promise<Catalog> {
  client ??= storefront;
  // AED prices only come from the base catalog, so one base copy serves every language.
  const [nodes, baseNodes] = await Promise.all([
    nodeCache.get(cacheKey(country, language)),
    nodeCache.get(cacheKey(BASE_COUNTRY, 'en')),
  ]);
  const cached = built.get(nodes);
  if (cached && cached.base === baseNodes) return cached.catalog;
  const catalog = buildCatalog(country, language, nodes, baseNodes);
  built.set(nodes, { base: baseNodes, catalog });
  return catalog;
}
