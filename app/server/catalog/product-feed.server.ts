import type { MarketCountry } from '~/lib/markets';
import { ProductsPageQuery } from '../storefront/documents/catalog';
import type { StorefrontClient } from '../storefront/client.server';
import type { ResultOf } from '../storefront/graphql';
import { buildFeed, type ProductFeed } from './product-feed';
import { toStorefrontProduct, type StorefrontProduct } from './storefront-product';
import { createSwrCache } from './swr-cache';

/** Every product in the Storefront shape, per market: loaded only when asked for, rebuilt like the index. */
const PAGE = 50;
let client: StorefrontClient | undefined;

async function load(country: MarketCountry): Promise<ProductFeed> {
  const storefront = client;
  if (!storefront) throw new Error('getProductFeed needs a storefront client');
  const products: StorefrontProduct[] = [];
  let after: string | null = null;
  for (let page = 0; page < 500; page++) {
    const result: ResultOf<typeof ProductsPageQuery> = await storefront.query(ProductsPageQuery, {
      variables: { first: PAGE, after },
      country,
    });
    products.push(...result.products.nodes.map(toStorefrontProduct));
    if (!result.products.pageInfo.hasNextPage) break;
    after = result.products.pageInfo.endCursor ?? null;
  }
  return buildFeed(products);
}

const cache = createSwrCache((country) => load(country as MarketCountry), {
  freshMs: 5 * 60_000,
  onRefreshError: (country, error) => console.error(`Product list refresh for ${country} failed.`, error),
});

export function getProductFeed(storefront: StorefrontClient, country: MarketCountry): Promise<ProductFeed> {
  client ??= storefront;
  return cache.get(country);
}
