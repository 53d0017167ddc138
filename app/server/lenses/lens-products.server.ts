import { STOREFRONT_LANGUAGE } from '~/i18n/languages';
import type { MarketCountry } from '~/lib/markets';
import { LENS_OPTION, LENS_PRODUCT_TYPE, type LensProduct } from '~/lib/prescription/lens-offer';
import { createSwrCache } from '../catalog/swr-cache';
import type { StorefrontClient } from '../storefront/client.server';
import { LensProductsQuery } from '../storefront/documents/lenses';
import type { ResultOf } from '../storefront/graphql';

type LensNode = ResultOf<typeof LensProductsQuery>['products']['nodes'][number];

const FRESH_MS = 5 * 60_000;

/** A lens product as the offer reads it; variants without both options are not lens packages. */
export function toLensProduct(node: LensNode): LensProduct {
  return {
    handle: node.handle,
    title: node.title,
    variants: node.variants.nodes.flatMap((variant) => {
      const option = (name: string) => variant.selectedOptions.find((o) => o.name === name)?.value;
      const index = option(LENS_OPTION.index);
      const coating = option(LENS_OPTION.coating);
      if (!index || !coating) return [];
      return [
        {
          id: variant.id,
          index,
          coating,
          price: variant.price.amount,
          currencyCode: variant.price.currencyCode,
          availableForSale: variant.availableForSale,
        },
      ];
    }),
  };
}

/** The client comes from the first caller's context: it is the same object for the whole process. */
let client: StorefrontClient | undefined;

const cache = createSwrCache(
  async (key) => {
    if (!client) throw new Error('getLensProducts needs a storefront client');
    const result = await client.query(LensProductsQuery, {
      variables: { query: `product_type:${LENS_PRODUCT_TYPE}` },
      country: key as MarketCountry,
      // Option names and values are the offer's data ('Index', 'Coating', 'Polarised grey'): read
      // them as the store writes them; the page words them in its own language (lens-words.ts).
      language: STOREFRONT_LANGUAGE.en,
    });
    // Shopify's product search matches loosely: keep only the lens products themselves.
    return result.products.nodes.filter((node) => node.productType === LENS_PRODUCT_TYPE).map(toLensProduct);
  },
  { freshMs: FRESH_MS, onRefreshError: (key, error) => console.error(`Lens products for ${key}: refresh failed.`, error) },
);

/** The lens packages, priced in the market's currency. */
export function getLensProducts(storefront: StorefrontClient, country: MarketCountry): Promise<LensProduct[]> {
  client ??= storefront;
  return cache.get(country);
}
