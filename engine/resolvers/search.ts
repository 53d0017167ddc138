/**
 * `search` (the results page: products and pages, with product facets) and `predictiveSearch`
 * (the search box as you type: products, collections, pages and query suggestions).
 */
import type { CatalogCollection, CatalogPage, CatalogProduct } from '../catalog/cache.ts';
import { applyFilters, filterViews, type ProductFilterInput } from '../catalog/filters.ts';
import { checkQueryLength, checkTermCount, matchesQuery, parseQuery } from '../catalog/search.ts';
import { searchableProducts } from '../catalog/seo-hidden.ts';
import { badArgument } from '../graphql/errors.ts';
import { connection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { collectionView } from './collections.ts';
import { pageMatches, pageView } from './content.ts';
import { filterFacts, sortedProducts } from './product-list.ts';
import { productView } from './product-view.ts';

type Unavailable = 'HIDE' | 'LAST' | 'SHOW';

/** Sold-out products hidden, last, or left where they are. */
function placeUnavailable(products: CatalogProduct[], stock: Map<number, number>, mode: Unavailable): CatalogProduct[] {
  if (mode === 'SHOW') return products;
  const available = (p: CatalogProduct) => p.variants.some((v) => (stock.get(v.id) ?? 0) > 0);
  const inStock = products.filter(available);
  return mode === 'HIDE' ? inStock : [...inStock, ...products.filter((p) => !available(p))];
}

interface SearchArgs extends ConnectionArgs {
  query: string;
  types?: ('ARTICLE' | 'PAGE' | 'PRODUCT')[] | null;
  sortKey?: 'PRICE' | 'RELEVANCE' | null;
  productFilters?: ProductFilterInput[] | null;
  unavailableProducts?: Unavailable | null;
}

async function search(args: SearchArgs, ctx: EngineContext) {
  const types = new Set(args.types?.length ? args.types : ['ARTICLE', 'PAGE', 'PRODUCT']);
  const parsed = parseQuery(args.query);
  const facts = await filterFacts(ctx);
  const available = (p: CatalogProduct) => p.variants.some((v) => (facts.stock.get(v.id) ?? 0) > 0);
  const matched = types.has('PRODUCT')
    ? searchableProducts(ctx.catalog.products).filter((p) => matchesQuery(p, parsed, { available }))
    : [];
  const filtered = applyFilters(matched, args.productFilters ?? [], facts);
  const sorted = await sortedProducts(filtered, args.sortKey === 'PRICE' ? 'PRICE' : 'RELEVANCE', ctx, parsed);
  const products = placeUnavailable(sorted, facts.stock, args.unavailableProducts ?? 'LAST');
  const pages = types.has('PAGE') ? ctx.catalog.pages.filter((p) => pageMatches(p, args.query)) : [];
  // The engine has no blog, so ARTICLE finds nothing.
  const items: (CatalogProduct | CatalogPage)[] = [...products, ...pages];
  const view = (item: CatalogProduct | CatalogPage) => ('bodyHtml' in item ? pageView(item, ctx) : productView(item, ctx));
  return { ...connection(items, args, view), productFilters: filterViews(matched, facts) };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every typed word starts a word of the text (as you type, the last one is unfinished). */
function prefixMatch(text: string, typed: string[]): boolean {
  const tokens = words(text);
  return typed.every((word) => tokens.some((token) => token.startsWith(word)));
}

const SEARCHABLE = ['TITLE', 'PRODUCT_TYPE', 'VARIANTS_TITLE', 'VENDOR'] as const;
type SearchableField = (typeof SEARCHABLE)[number] | 'AUTHOR' | 'BODY' | 'TAG' | 'VARIANTS_BARCODE' | 'VARIANTS_SKU';

function productText(product: CatalogProduct, fields: readonly SearchableField[]): string {
  const parts: Record<SearchableField, () => string> = {
    TITLE: () => product.title,
    PRODUCT_TYPE: () => product.productType,
    VARIANTS_TITLE: () => product.variants.map((v) => v.title).join(' '),
    VENDOR: () => product.vendor,
    TAG: () => product.tags.join(' '),
    BODY: () => product.description,
    VARIANTS_SKU: () => product.variants.map((v) => v.sku).join(' '),
    VARIANTS_BARCODE: () => product.variants.map((v) => v.barcode ?? '').join(' '),
    AUTHOR: () => '',
  };
  return fields.map((field) => parts[field]()).join(' ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Query suggestions: collection and product names that continue what was typed; the completion is marked. */
function suggestions(ctx: EngineContext, typed: string) {
  const phrases = [
    ...new Set([...ctx.catalog.collections.map((c) => c.title), ...searchableProducts(ctx.catalog.products).map((p) => p.title)]),
  ];
  const lower = typed.toLowerCase();
  return phrases
    .map((phrase) => ({ phrase, at: phrase.toLowerCase().indexOf(lower) }))
    .filter(({ phrase, at }) => at === 0 || (at > 0 && !/[\p{L}\p{N}]/u.test(phrase[at - 1]!)))
    .sort((a, b) => a.at - b.at || a.phrase.length - b.phrase.length || a.phrase.localeCompare(b.phrase))
    .map(({ phrase, at }) => {
      const text = phrase.toLowerCase();
      const end = at + lower.length;
      return {
        __typename: 'SearchQuerySuggestion',
        text,
        styledText: `${escapeHtml(text.slice(0, end))}<mark>${escapeHtml(text.slice(end))}</mark>`,
        trackingParameters: null,
      };
    });
}

interface PredictiveArgs {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  types?: ('ARTICLE' | 'COLLECTION' | 'PAGE' | 'PRODUCT' | 'QUERY')[] | null;
  searchableFields?: SearchableField[] | null;
  unavailableProducts?: Unavailable | null;
}

async function predictiveSearch(args: PredictiveArgs, ctx: EngineContext) {
  const limit = args.limit ?? 10;
  if (limit < 1 || limit > 10) throw badArgument('limit must be between 1 and 10');
  const types = new Set(args.types?.length ? args.types : ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY']);
  checkQueryLength(args.query);
  // A word typed twice asks nothing more; each distinct one is matched against every product.
  const typed = [...new Set(words(args.query))];
  checkTermCount(typed.length);
  const empty = { articles: [], collections: [], pages: [], products: [], queries: [] };
  if (typed.length === 0) return empty;
  const fields = args.searchableFields?.length ? args.searchableFields : SEARCHABLE;
  const stock = await ctx.stock.all();
  const matchedProducts = searchableProducts(ctx.catalog.products)
    .filter((p) => prefixMatch(productText(p, fields), typed))
    .sort((a, b) => Number(prefixMatch(b.title, typed)) - Number(prefixMatch(a.title, typed)) || a.id - b.id);
  const found = {
    queries: types.has('QUERY') ? suggestions(ctx, args.query.trim()) : [],
    products: types.has('PRODUCT') ? placeUnavailable(matchedProducts, stock, args.unavailableProducts ?? 'LAST') : [],
    collections: types.has('COLLECTION')
      ? ctx.catalog.collections.filter((c: CatalogCollection) => prefixMatch(c.title, typed))
      : [],
    pages: types.has('PAGE') ? ctx.catalog.pages.filter((p) => prefixMatch(p.title, typed)) : [],
  };
  // ALL: `limit` results in all, taken in turn from each kind; EACH: up to `limit` of each kind.
  const take = { queries: 0, products: 0, collections: 0, pages: 0 };
  const kinds = Object.keys(take) as (keyof typeof take)[];
  if (args.limitScope === 'EACH') {
    for (const kind of kinds) take[kind] = Math.min(limit, found[kind].length);
  } else {
    for (let left = limit, progressed = true; left > 0 && progressed;) {
      progressed = false;
      for (const kind of kinds) {
        if (left > 0 && take[kind] < found[kind].length) {
          take[kind]++;
          left--;
          progressed = true;
        }
      }
    }
  }
  return {
    articles: [],
    queries: found.queries.slice(0, take.queries),
    products: found.products.slice(0, take.products).map((p) => productView(p, ctx)),
    collections: found.collections.slice(0, take.collections).map((c) => collectionView(c, ctx)),
    pages: found.pages.slice(0, take.pages).map((p) => pageView(p, ctx)),
  };
}

export const searchResolvers: Record<string, RootResolver> = {
  search: resolver<SearchArgs>(search),
  predictiveSearch: resolver<PredictiveArgs>(predictiveSearch),
};
