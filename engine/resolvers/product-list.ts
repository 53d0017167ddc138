/** What every product list shares (products, collection products, search): sorting, facets and the connection. */
import { sql } from 'drizzle-orm';
import type { CatalogProduct } from '../catalog/cache.ts';
import type { FilterFacts } from '../catalog/filters.ts';
import { relevance, sortProducts, type ParsedQuery, type ProductSortKey } from '../catalog/search.ts';
import { orderLines } from '../db/schema.ts';
import { connection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { productView } from './product-view.ts';

async function unitsSoldByProduct(ctx: EngineContext): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .groupBy(orderLines.productId);
  return new Map(rows.map((row) => [row.productId ?? 0, row.units]));
}

export async function sortedProducts(
  products: CatalogProduct[],
  sortKey: ProductSortKey,
  ctx: EngineContext,
  query: ParsedQuery = null,
): Promise<CatalogProduct[]> {
  const sold = sortKey === 'BEST_SELLING' ? await unitsSoldByProduct(ctx) : new Map<number, number>();
  // Scored once per product, not once per comparison of the sort.
  const scores = new Map(sortKey === 'RELEVANCE' ? products.map((p) => [p.id, relevance(p, query)]) : []);
  return sortProducts(products, sortKey, {
    unitsSold: (p) => sold.get(p.id) ?? 0,
    relevance: (p) => scores.get(p.id) ?? 0,
  });
}

export async function filterFacts(ctx: EngineContext): Promise<FilterFacts> {
  return {
    stock: await ctx.stock.all(),
    pricing: ctx.pricing,
    metaobjects: ctx.catalog.metaobjectsById,
    swatches: ctx.catalog.swatches,
  };
}

/** A ProductConnection: the page of product views, and the facets when the list has them. */
export function productConnection(
  products: readonly CatalogProduct[],
  args: ConnectionArgs,
  ctx: EngineContext,
  filters: unknown[] = [],
) {
  return { ...connection(products, args, (p) => productView(p, ctx)), filters };
}
