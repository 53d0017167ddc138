import type { MarketCountry } from '~/lib/markets';
import { ProductsPageQuery } from '../storefront/documents/catalog';
import type { StorefrontClient } from '../storefront/client.server';
import type { ResultOf } from '../storefront/graphql';
import { toApiProduct, type ApiProduct } from './api-product';
import { createSwrCache } from './swr-cache';

/** Every product in the SPEC §3 shape, per market; cached like the index, loaded only when asked for. */
const PAGE = 50;
let client: StorefrontClient | undefined;

async function load(country: MarketCountry): Promise<ApiProduct[]> {
  const storefront = client;
  if (!storefront) throw new Error('getFullProducts needs a storefront client');
  const products: ApiProduct[] = [];
  let after: string | null = null;
  for (let page = 0; page < 500; page++) {
    const result: ResultOf<typeof ProductsPageQuery> = await storefront.query(ProductsPageQuery, {
      variables: { first: PAGE, after },
      country,
    });
    products.push(...result.products.nodes.map(toApiProduct));
    if (!result.products.pageInfo.hasNextPage) break;
    after = result.products.pageInfo.endCursor ?? null;
  }
  return products;
}

const cache = createSwrCache((country) => load(country as MarketCountry), {
  freshMs: 5 * 60_000,
  onRefreshError: (country, error) => console.error(`Product list refresh for ${country} failed.`, error),
});

export function getFullProducts(storefront: StorefrontClient, country: MarketCountry): Promise<ApiProduct[]> {
  client ??= storefront;
  return cache.get(country);
}
