/**
 * The catalog (products, variants, images, files, videos, metafields, metaobjects, translations)
 * and the store's content (collections, menus, pages) held in memory.
 * It only changes when the database is reseeded, so it is read once per engine start; stock and
 * everything a shopper changes (carts, customers, orders) is always read from the database.
 * After `npm run seed` a running engine must be restarted to see the new catalog.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import * as t from '../db/schema.ts';
import { htmlToText } from './html-text.ts';
import { collectionMembers } from './collections.ts';
import { searchText, type SearchText } from './search.ts';
import { loadTranslations, type Translations } from './translations.ts';

export type CatalogVariant = typeof t.variants.$inferSelect;
export type CatalogImage = typeof t.images.$inferSelect;
export type CatalogVideo = typeof t.videos.$inferSelect;
export type CatalogMetafield = typeof t.metafields.$inferSelect;
export type CatalogMetaobject = typeof t.metaobjects.$inferSelect;
export type CatalogFile = typeof t.files.$inferSelect;

export type CatalogMenu = typeof t.menus.$inferSelect;

export interface CatalogPage extends Omit<typeof t.pages.$inferSelect, never> {
  /** Plain text of the body, as Shopify derives `bodySummary`. */
  text: string;
}

export interface CatalogCollection extends Omit<typeof t.collections.$inferSelect, never> {
  description: string;
  /** The products its rules pick, in catalog order. */
  products: CatalogProduct[];
}

export interface CatalogProduct extends Omit<typeof t.products.$inferSelect, never> {
  variants: CatalogVariant[];
  images: CatalogImage[];
  videos: CatalogVideo[];
  /** The product's own metafields (its variants' are in `Catalog.variantMetafields`). */
  metafields: CatalogMetafield[];
  searchText: SearchText;
}

export interface Catalog {
  /** In catalog (id) order. */
  products: CatalogProduct[];
  productsById: Map<number, CatalogProduct>;
  productsByHandle: Map<string, CatalogProduct>;
  variantsById: Map<number, CatalogVariant>;
  imagesById: Map<number, CatalogImage>;
  imagesByKey: Map<string, CatalogImage>;
  videosById: Map<number, CatalogVideo>;
  metafieldsById: Map<number, CatalogMetafield>;
  variantMetafields: Map<number, CatalogMetafield[]>;
  filesById: Map<number, CatalogFile>;
  metaobjectsById: Map<number, CatalogMetaobject>;
  metaobjects: CatalogMetaobject[];
  /** Swatch colour (#rrggbb) by lower-cased colour name, from the colour metaobjects. */
  swatches: Map<string, string>;
  /** Store content: collections in their position order, menus and pages. */
  collections: CatalogCollection[];
  collectionsById: Map<number, CatalogCollection>;
  collectionsByHandle: Map<string, CatalogCollection>;
  /** The collections each product is in (by product id), in the collections' order. */
  collectionsByProduct: Map<number, CatalogCollection[]>;
  menusByHandle: Map<string, CatalogMenu>;
  pages: CatalogPage[];
  pagesById: Map<number, CatalogPage>;
  pagesByHandle: Map<string, CatalogPage>;
  /** Translated titles, descriptions, options, metafields, labels and alt texts. */
  translations: Translations;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Each product's collections: the collections pick their products, `Product.collections` reads it the other way. */
function collectionsOfProducts(collections: CatalogCollection[]): Map<number, CatalogCollection[]> {
  const memberships = collections.flatMap((collection) => collection.products.map((product) => ({ product, collection })));
  const byProduct = groupBy(memberships, (m) => m.product.id);
  return new Map([...byProduct].map(([id, list]) => [id, list.map((m) => m.collection)]));
}

const COLOR_PATTERN = 'shopify--color-pattern';

function swatchColours(metaobjects: CatalogMetaobject[]): Map<string, string> {
  const swatches = new Map<string, string>();
  for (const m of metaobjects) {
    if (m.type !== COLOR_PATTERN) continue;
    const label = m.fields.find((f) => f.key === 'label')?.value;
    const color = m.fields.find((f) => f.key === 'color')?.value;
    if (label && color && !swatches.has(label.toLowerCase())) swatches.set(label.toLowerCase(), color);
  }
  return swatches;
}

export async function loadCatalog(db: Database): Promise<Catalog> {
  const [
    productRows,
    variantRows,
    imageRows,
    videoRows,
    metafieldRows,
    metaobjectRows,
    collectionRows,
    menuRows,
    pageRows,
    translations,
    fileRows,
  ] = await Promise.all([
    db.select().from(t.products).orderBy(asc(t.products.id)),
    db.select().from(t.variants).orderBy(asc(t.variants.productId), asc(t.variants.position)),
    db.select().from(t.images).orderBy(asc(t.images.productId), asc(t.images.position)),
    db.select().from(t.videos).orderBy(asc(t.videos.productId), asc(t.videos.position)),
    db.select().from(t.metafields).orderBy(asc(t.metafields.id)),
    db.select().from(t.metaobjects).orderBy(asc(t.metaobjects.id)),
    db.select().from(t.collections).orderBy(asc(t.collections.position), asc(t.collections.id)),
    db.select().from(t.menus),
    db.select().from(t.pages).orderBy(asc(t.pages.id)),
    loadTranslations(db),
    db.select().from(t.files).orderBy(asc(t.files.id)),
  ]);
  const variantsByProduct = groupBy(variantRows, (row) => row.productId);
  const imagesByProduct = groupBy(imageRows, (row) => row.productId);
  const videosByProduct = groupBy(videoRows, (row) => row.productId);
  const metafieldsByProduct = groupBy(
    metafieldRows.filter((row) => row.variantId === null),
    (row) => row.productId,
  );
  const variantMetafieldRows = metafieldRows.filter(
    (row): row is CatalogMetafield & { variantId: number } => row.variantId !== null,
  );
  const products = productRows.map((row) => ({
    ...row,
    variants: variantsByProduct.get(row.id) ?? [],
    images: imagesByProduct.get(row.id) ?? [],
    videos: videosByProduct.get(row.id) ?? [],
    metafields: metafieldsByProduct.get(row.id) ?? [],
    searchText: searchText(row),
  }));
  const metaobjectsById = new Map(metaobjectRows.map((m) => [m.id, m]));
  const collections = collectionRows.map((row) => ({
    ...row,
    description: htmlToText(row.descriptionHtml),
    products: collectionMembers(row, products, metaobjectsById),
  }));
  const pages = pageRows.map((row) => ({ ...row, text: htmlToText(row.bodyHtml) }));
  return {
    products,
    productsById: new Map(products.map((p) => [p.id, p])),
    productsByHandle: new Map(products.map((p) => [p.handle, p])),
    variantsById: new Map(variantRows.map((v) => [v.id, v])),
    imagesById: new Map(imageRows.map((i) => [i.id, i])),
    imagesByKey: new Map(imageRows.map((i) => [i.key, i])),
    videosById: new Map(videoRows.map((v) => [v.id, v])),
    metafieldsById: new Map(metafieldRows.map((m) => [m.id, m])),
    variantMetafields: groupBy(variantMetafieldRows, (row) => row.variantId),
    filesById: new Map(fileRows.map((f) => [f.id, f])),
    metaobjectsById,
    metaobjects: metaobjectRows,
    swatches: swatchColours(metaobjectRows),
    collections,
    collectionsById: new Map(collections.map((c) => [c.id, c])),
    collectionsByHandle: new Map(collections.map((c) => [c.handle, c])),
    collectionsByProduct: collectionsOfProducts(collections),
    menusByHandle: new Map(menuRows.map((m) => [m.handle, m])),
    pages,
    pagesById: new Map(pages.map((p) => [p.id, p])),
    pagesByHandle: new Map(pages.map((p) => [p.handle, p])),
    translations,
  };
}
