/**
 * `productRecommendations`: RELATED are products of the same type, nearest in price first (up to
 * 10, as Shopify returns). COMPLEMENTARY are the ones a merchant picks by hand in Shopify's Search &
 * Discovery app; the engine has none, so the list is empty, as on a store that set none.
 */
import type { CatalogProduct } from '../catalog/cache.ts';
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { numericId } from '../ids.ts';
import { productView } from './product-view.ts';

const LIMIT = 10;

const lowestPrice = (p: CatalogProduct) => Math.min(...p.variants.map((v) => v.priceFils));

function related(product: CatalogProduct, ctx: EngineContext): CatalogProduct[] {
  const price = lowestPrice(product);
  return ctx.catalog.products
    .filter((p) => p.id !== product.id && p.productType === product.productType)
    .sort((a, b) => Math.abs(lowestPrice(a) - price) - Math.abs(lowestPrice(b) - price) || a.id - b.id)
    .slice(0, LIMIT);
}

interface RecommendationArgs {
  productId?: string | null;
  productHandle?: string | null;
  intent?: 'RELATED' | 'COMPLEMENTARY' | null;
}

export const recommendationResolvers: Record<string, RootResolver> = {
  productRecommendations: resolver<RecommendationArgs>(({ productId, productHandle, intent }, ctx) => {
    const product = productId
      ? ctx.catalog.productsById.get(numericId(productId, 'Product') ?? -1)
      : productHandle
        ? ctx.catalog.productsByHandle.get(productHandle)
        : undefined;
    if (!product) return null;
    if (intent === 'COMPLEMENTARY') return [];
    return related(product, ctx).map((p) => productView(p, ctx));
  }),
};
