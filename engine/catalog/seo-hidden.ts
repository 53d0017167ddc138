import type { CatalogProduct } from './cache.ts';

/**
 * Shopify's `seo.hidden` metafield (1): the product stays buyable and readable by handle, but the
 * store's search, predictive search and sitemaps leave it out. The lens packages use it (docs/lenses.md).
 */
export function isSeoHidden(product: CatalogProduct): boolean {
  return product.metafields.some((m) => m.namespace === 'seo' && m.key === 'hidden' && m.value === '1');
}

/** The products a shopper may find by searching. */
export function searchableProducts(products: readonly CatalogProduct[]): CatalogProduct[] {
  return products.filter((product) => !isSeoHidden(product));
}
