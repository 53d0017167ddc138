/** `collection`, `collectionByHandle`, `collections` and the Collection view with its filtered, sorted products. */
import type { CatalogCollection } from '../catalog/cache.ts';
import { applyFilters, filterViews, type ProductFilterInput } from '../catalog/filters.ts';
import { checkQueryLength, type ProductSortKey } from '../catalog/search.ts';
import { connection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { gid, numericId } from '../ids.ts';
import { imageView } from './images.ts';
import { NO_METAFIELDS } from './metafields.ts';
import { filterFacts, productConnection, sortedProducts } from './product-list.ts';
import { truncate } from './text.ts';

type CollectionSortKey = 'BEST_SELLING' | 'COLLECTION_DEFAULT' | 'CREATED' | 'ID' | 'MANUAL' | 'PRICE' | 'RELEVANCE' | 'TITLE';

/** Collections keep catalog order by default (MANUAL and COLLECTION_DEFAULT), like a smart collection sorted by id. */
const PRODUCT_SORT: Record<CollectionSortKey, ProductSortKey> = {
  BEST_SELLING: 'BEST_SELLING',
  COLLECTION_DEFAULT: 'ID',
  CREATED: 'CREATED_AT',
  ID: 'ID',
  MANUAL: 'ID',
  PRICE: 'PRICE',
  RELEVANCE: 'ID',
  TITLE: 'TITLE',
};

interface CollectionProductsArgs extends ConnectionArgs {
  filters?: ProductFilterInput[] | null;
  sortKey?: CollectionSortKey | null;
}

export function collectionView(collection: CatalogCollection, ctx: EngineContext) {
  const cover = collection.products[0]?.images[0];
  return {
    __typename: 'Collection',
    id: gid('Collection', collection.id),
    handle: collection.handle,
    title: collection.title,
    description: ({ truncateAt }: { truncateAt?: number | null }) => truncate(collection.description, truncateAt),
    descriptionHtml: collection.descriptionHtml,
    image: cover ? { ...imageView(cover, ctx), altText: collection.title } : null,
    seo: { title: collection.title, description: truncate(collection.description, 160) },
    updatedAt: collection.updatedAt.toISOString(),
    onlineStoreUrl: null,
    trackingParameters: null,
    products: async (args: CollectionProductsArgs) => {
      const facts = await filterFacts(ctx);
      const filtered = applyFilters(collection.products, args.filters ?? [], facts);
      const sorted = await sortedProducts(filtered, PRODUCT_SORT[args.sortKey ?? 'COLLECTION_DEFAULT'], ctx);
      return productConnection(sorted, args, ctx, filterViews(collection.products, facts));
    },
    ...NO_METAFIELDS,
  };
}

interface CollectionsArgs extends ConnectionArgs {
  query?: string | null;
  sortKey?: 'ID' | 'RELEVANCE' | 'TITLE' | 'UPDATED_AT' | null;
}

/** `collections(query:)`: `title:` and free text match the title; anything else matches nothing. */
function matchesCollection(collection: CatalogCollection, query: string): boolean {
  const words = query
    .toLowerCase()
    .replace(/\btitle:/g, '')
    .replace(/["()*]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.every((word) => collection.title.toLowerCase().includes(word) || collection.handle.includes(word));
}

function sortCollections(list: CatalogCollection[], sortKey: CollectionsArgs['sortKey']): CatalogCollection[] {
  if (sortKey === 'TITLE') return [...list].sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
  if (sortKey === 'UPDATED_AT') return [...list].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id);
  return [...list].sort((a, b) => a.id - b.id);
}

export function collectionByIdOrHandle(ctx: EngineContext, id?: string | null, handle?: string | null) {
  const found = id
    ? ctx.catalog.collectionsById.get(numericId(id, 'Collection') ?? -1)
    : handle
      ? ctx.catalog.collectionsByHandle.get(handle)
      : undefined;
  return found ? collectionView(found, ctx) : null;
}

export const collectionResolvers: Record<string, RootResolver> = {
  collection: resolver<{ id?: string | null; handle?: string | null }>(({ id, handle }, ctx) =>
    collectionByIdOrHandle(ctx, id, handle),
  ),
  collectionByHandle: resolver<{ handle: string }>(({ handle }, ctx) => collectionByIdOrHandle(ctx, null, handle)),
  collections: resolver<CollectionsArgs>((args, ctx) => {
    checkQueryLength(args.query ?? '');
    const matching = args.query
      ? ctx.catalog.collections.filter((c) => matchesCollection(c, args.query!))
      : ctx.catalog.collections;
    return connection(sortCollections(matching, args.sortKey), args, (c) => collectionView(c, ctx));
  }),
};
