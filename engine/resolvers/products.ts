/** Root catalog fields: product, productByHandle, products, metaobject(s). */
import type { CatalogProduct } from '../catalog/cache.ts';
import { allTerms, matchesQuery, parseQuery, type ProductSortKey } from '../catalog/search.ts';
import { connection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { numericId } from '../ids.ts';
import { metaobjectView } from './metafields.ts';
import { productConnection, sortedProducts } from './product-list.ts';
import { productView } from './product-view.ts';

function productByGidOrHandle(ctx: EngineContext, id: string | null | undefined, handle: string | null | undefined) {
  const found = id
    ? ctx.catalog.productsById.get(numericId(id, 'Product') ?? -1)
    : handle
      ? ctx.catalog.productsByHandle.get(handle)
      : undefined;
  return found ? productView(found, ctx) : null;
}

interface ProductsArgs extends ConnectionArgs {
  query?: string | null;
  sortKey?: ProductSortKey | null;
}

async function searchProducts(args: ProductsArgs, ctx: EngineContext) {
  const parsed = parseQuery(args.query ?? '');
  const needsStock = allTerms(parsed).some((term) => term.field === 'available_for_sale');
  const stock = needsStock ? await ctx.stock.all() : new Map<number, number>();
  const available = (p: CatalogProduct) => p.variants.some((v) => (stock.get(v.id) ?? 0) > 0);
  const matching = ctx.catalog.products.filter((p) => matchesQuery(p, parsed, { available }));
  return productConnection(await sortedProducts(matching, args.sortKey ?? 'ID', ctx, parsed), args, ctx);
}

interface MetaobjectsArgs extends ConnectionArgs {
  type: string;
}

export const productResolvers: Record<string, RootResolver> = {
  product: resolver<{ id?: string | null; handle?: string | null }>(({ id, handle }, ctx) =>
    productByGidOrHandle(ctx, id, handle),
  ),
  productByHandle: resolver<{ handle: string }>(({ handle }, ctx) => productByGidOrHandle(ctx, null, handle)),
  products: resolver<ProductsArgs>(searchProducts),
  productTypes: resolver<{ first: number }>(({ first }, ctx) =>
    connection([...new Set(ctx.catalog.products.map((p) => p.productType))].sort(), { first }, (s) => s),
  ),
  productTags: resolver<{ first: number }>(({ first }, ctx) =>
    connection([...new Set(ctx.catalog.products.flatMap((p) => p.tags))].sort(), { first }, (s) => s),
  ),
  metaobject: resolver<{ id?: string | null; handle?: { type: string; handle: string } | null }>(({ id, handle }, ctx) => {
    const found = id
      ? ctx.catalog.metaobjectsById.get(numericId(id, 'Metaobject') ?? -1)
      : ctx.catalog.metaobjects.find((m) => m.type === handle?.type && m.handle === handle?.handle);
    return found ? metaobjectView(found, ctx) : null;
  }),
  metaobjects: resolver<MetaobjectsArgs>((args, ctx) =>
    connection(
      ctx.catalog.metaobjects.filter((m) => m.type === args.type),
      args,
      (m) => metaobjectView(m, ctx),
    ),
  ),
};
