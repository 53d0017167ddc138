/**
 * Writes a SeedCatalog into the engine's tables in one transaction: products, images, videos,
 * variants, metaobjects, files, metafields, their translations, then customers with their addresses and orders. Catalog
 * ids follow the catalog's order, so the same catalog always gives the same gids. Only the
 * seeded customers' passwords are hashed (in parallel, before the transaction).
 */
import { eq, sql } from 'drizzle-orm';
import { waitForTransactionLock } from '../../db/transaction-lock.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction as Tx } from '../../db/connection.ts';
import { hashPassword, type PasswordParams } from '../auth/password.ts';
import { defaultShippingMethod } from '../checkout/shipping.ts';
import { normaliseAddress } from '../customer/address.ts';
import { htmlToText } from '../catalog/html-text.ts';
import * as t from '../db/schema.ts';
import { defaultText } from '../i18n/catalogues.ts';
import { gid } from '../ids.ts';
import type { SeedCatalog, SeedCustomer, SeedProduct } from './catalog/types.ts';
import { translationRows } from './translations.ts';

const BATCH = 500;

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
}

interface CatalogRows {
  products: (typeof t.products.$inferInsert)[];
  images: (typeof t.images.$inferInsert)[];
  videos: (typeof t.videos.$inferInsert)[];
  variants: (typeof t.variants.$inferInsert)[];
  metaobjects: (typeof t.metaobjects.$inferInsert)[];
  metafields: (typeof t.metafields.$inferInsert)[];
  files: (typeof t.files.$inferInsert)[];
}

/** Shopify's file-reference type for a variant's try-on picture (docs/tryon.md). */
export const TRY_ON_METAFIELD = { namespace: 'custom', key: 'try_on_image', type: 'file_reference' } as const;

/** Turns the catalog into rows with deterministic ids (1-based, in catalog order). */
export function catalogRows(products: SeedProduct[]): CatalogRows {
  const rows: CatalogRows = { products: [], images: [], videos: [], variants: [], metaobjects: [], metafields: [], files: [] };
  const metaobjectIds = new Map<string, number>();
  products.forEach((product, index) => {
    const productId = index + 1;
    const createdAt = new Date(product.createdAt);
    rows.products.push({
      id: productId,
      handle: product.handle,
      title: product.title,
      descriptionHtml: product.descriptionHtml,
      description: htmlToText(product.descriptionHtml),
      vendor: product.vendor,
      productType: product.productType,
      tags: product.tags,
      options: product.options,
      createdAt,
      updatedAt: createdAt,
    });
    const imageIds = new Map<string, number>();
    product.images.forEach((image, position) => {
      const id = rows.images.length + 1;
      imageIds.set(image.key, id);
      rows.images.push({
        id,
        productId,
        position,
        key: image.key,
        altText: image.altText,
        width: image.width,
        height: image.height,
      });
    });
    product.videos.forEach((video, position) => {
      rows.videos.push({
        id: rows.videos.length + 1,
        productId,
        position,
        previewImageKey: video.previewImageKey,
        sources: video.sources,
      });
    });
    product.variants.forEach((variant, position) => {
      rows.variants.push({
        id: rows.variants.length + 1,
        productId,
        position,
        sku: variant.sku,
        title: variant.title,
        selectedOptions: variant.selectedOptions,
        priceFils: Math.round(variant.priceAed * 100),
        compareAtPriceFils: variant.compareAtPriceAed === null ? null : Math.round(variant.compareAtPriceAed * 100),
        quantity: variant.quantityAvailable,
        imageId: variant.imageKey ? (imageIds.get(variant.imageKey) ?? null) : null,
        barcode: variant.barcode ?? null,
      });
    });
    for (const metafield of product.metafields) {
      const id = rows.metafields.length + 1;
      const base = { id, productId, namespace: metafield.namespace, key: metafield.key, type: metafield.type };
      if (!('references' in metafield)) {
        rows.metafields.push({ ...base, value: metafield.value });
        continue;
      }
      const referenceIds = metafield.references.map((ref) => {
        const mapKey = `${ref.type}\u0000${ref.handle}`;
        let metaobjectId = metaobjectIds.get(mapKey);
        if (metaobjectId === undefined) {
          metaobjectId = rows.metaobjects.length + 1;
          metaobjectIds.set(mapKey, metaobjectId);
          rows.metaobjects.push({
            id: metaobjectId,
            type: ref.type,
            handle: ref.handle,
            fields: [
              { key: 'label', type: 'single_line_text_field', value: ref.label },
              ...(ref.color ? [{ key: 'color', type: 'color', value: ref.color }] : []),
            ],
          });
        }
        return metaobjectId;
      });
      const gids = referenceIds.map((mid) => gid('Metaobject', mid));
      const value = metafield.type === 'metaobject_reference' ? (gids[0] ?? '') : JSON.stringify(gids);
      rows.metafields.push({ ...base, value, referenceIds });
    }
  });
  addTryOnFiles(products, rows);
  addVariantMetafields(products, rows);
  return rows;
}

/**
 * The variants' own text and number metafields (a contact-lens box's supply facts), after every
 * other row so the ids of the metafields seeded before them stay as they were.
 */
function addVariantMetafields(products: SeedProduct[], rows: CatalogRows): void {
  let variantId = 0;
  for (const product of products) {
    for (const variant of product.variants) {
      variantId += 1;
      for (const metafield of variant.metafields ?? []) {
        if ('references' in metafield) throw new Error(`A variant metafield holds text or a number: ${metafield.key}`);
        rows.metafields.push({
          id: rows.metafields.length + 1,
          productId: rows.variants[variantId - 1]!.productId,
          variantId,
          namespace: metafield.namespace,
          key: metafield.key,
          type: metafield.type,
          value: metafield.value,
          referenceIds: [],
        });
      }
    }
  }
}

/**
 * Each variant's try-on picture becomes a file and the variant's `custom.try_on_image` metafield.
 * Done after every product so the ids of images and product metafields stay as they were.
 */
function addTryOnFiles(products: SeedProduct[], rows: CatalogRows): void {
  const fileIds = new Map<string, number>();
  let variantId = 0;
  for (const product of products) {
    for (const variant of product.variants) {
      variantId += 1;
      const image = variant.tryOnImage;
      if (!image) continue;
      let fileId = fileIds.get(image.key);
      if (fileId === undefined) {
        fileId = rows.images.length + rows.files.length + 1;
        fileIds.set(image.key, fileId);
        rows.files.push({ id: fileId, key: image.key, altText: image.altText, width: image.width, height: image.height });
      }
      rows.metafields.push({
        id: rows.metafields.length + 1,
        productId: rows.variants[variantId - 1]!.productId,
        variantId,
        ...TRY_ON_METAFIELD,
        value: gid('MediaImage', fileId),
        referenceIds: [fileId],
      });
    }
  }
}

/** Seeded orders keep the SPEC's PROCESSING status as Shopify's closest value, IN_PROGRESS. */
const FULFILLMENT_STATUS = { FULFILLED: 'FULFILLED', PROCESSING: 'IN_PROGRESS', UNFULFILLED: 'UNFULFILLED' } as const;

async function insertCustomer(tx: Tx, customer: SeedCustomer, passwordHash: string, rows: CatalogRows): Promise<void> {
  const [created] = await tx
    .insert(t.customers)
    .values({
      email: customer.email.toLowerCase(),
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone ?? null,
      passwordHash,
    })
    .returning({ id: t.customers.id });
  const customerId = created!.id;
  const stored = customer.addresses.map((address) => normaliseAddress(address));
  const addressRows = stored.length
    ? await tx
        .insert(t.addresses)
        .values(stored.map((address) => ({ customerId, ...address })))
        .returning({ id: t.addresses.id })
    : [];
  const defaultId = addressRows[customer.defaultAddressIndex]?.id;
  if (defaultId !== undefined)
    await tx.update(t.customers).set({ defaultAddressId: defaultId }).where(eq(t.customers.id, customerId));

  const productIdByHandle = new Map(rows.products.map((p) => [p.handle, p.id]));
  for (const order of customer.orders) {
    const shippingAddress = stored[order.shippingAddressIndex] ?? stored[0]!;
    const lines = order.lines.map((line, position) => {
      const productId = productIdByHandle.get(line.productHandle);
      const variant = rows.variants.find((v) => v.productId === productId && v.sku === line.variantSku);
      const product = rows.products.find((p) => p.id === productId);
      if (!variant || !product) throw new Error(`Seed order line ${line.productHandle}/${line.variantSku} is not in the catalog`);
      const imageKey =
        rows.images.find((i) => i.id === variant.imageId)?.key ?? rows.images.find((i) => i.productId === productId)?.key ?? null;
      return {
        position,
        variantId: variant.id,
        productId,
        title: product.title,
        variantTitle: variant.title,
        sku: variant.sku,
        quantity: line.quantity,
        priceMinor: variant.priceFils,
        compareAtPriceMinor: variant.compareAtPriceFils ?? null,
        imageKey,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0);
    const processedAt = new Date(order.processedAt);
    const shipping = defaultShippingMethod(shippingAddress.countryCode ?? 'AE', processedAt);
    const [created] = await tx
      .insert(t.orders)
      .values({
        customerId,
        email: customer.email.toLowerCase(),
        phone: customer.phone ?? null,
        currencyCode: 'AED',
        subtotalMinor: subtotal,
        shippingMinor: shipping?.costFils ?? 0,
        totalMinor: subtotal + (shipping?.costFils ?? 0),
        shippingMethod: shipping ? defaultText(shipping.label) : 'Standard',
        shippingAddress,
        fulfillmentStatus: FULFILLMENT_STATUS[order.fulfillmentStatus],
        financialStatus: 'PAID',
        processedAt,
      })
      .returning({ id: t.orders.id });
    await tx.insert(t.orderLines).values(lines.map((line) => ({ ...line, orderId: created!.id })));
  }
}

/** An arbitrary constant: the advisory lock that makes concurrent first starts seed only once. */
const SEED_LOCK = 7_373_001;

/**
 * Inserts the catalog. With `onlyIfEmpty`, instances starting together take an advisory lock and
 * the losers find the products already there; returns whether this call inserted.
 */
export async function insertCatalog(
  db: Database,
  catalog: SeedCatalog,
  password: PasswordParams,
  { onlyIfEmpty = false } = {},
): Promise<boolean> {
  const rows = catalogRows(catalog.products);
  const hashes = await Promise.all(catalog.customers.map((c) => hashPassword(c.password, password)));
  return db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      await waitForTransactionLock(tx, SEED_LOCK);
      if ((await tx.select({ id: t.products.id }).from(t.products).limit(1)).length > 0) return false;
    }
    await insertAll(tx, t.products, rows.products);
    await insertAll(tx, t.images, rows.images);
    await insertAll(tx, t.videos, rows.videos);
    await insertAll(tx, t.variants, rows.variants);
    await insertAll(tx, t.metaobjects, rows.metaobjects);
    await insertAll(tx, t.files, rows.files);
    await insertAll(tx, t.metafields, rows.metafields);
    await insertAll(tx, t.translations, translationRows(catalog.products, rows));
    for (const [i, customer] of catalog.customers.entries()) await insertCustomer(tx, customer, hashes[i]!, rows);
    return true;
  });
}

export async function hasProducts(db: Database): Promise<boolean> {
  return (await db.select({ id: t.products.id }).from(t.products).limit(1)).length > 0;
}

async function hasTranslations(db: Database | Tx): Promise<boolean> {
  return (await db.select({ key: t.translations.key }).from(t.translations).limit(1)).length > 0;
}

/**
 * Gives a database seeded before the catalog had translations the seed catalog's translations,
 * matched to its rows by handle, option, metafield key, metaobject handle and image key. Does
 * nothing when it has some already; the catalog is only generated when needed. Returns whether
 * this call inserted.
 */
export async function insertMissingTranslations(db: Database, catalog: () => SeedCatalog): Promise<boolean> {
  if (await hasTranslations(db)) return false;
  const seed = catalog();
  return db.transaction(async (tx) => {
    await waitForTransactionLock(tx, SEED_LOCK);
    if (await hasTranslations(tx)) return false;
    const [products, images, metafields, metaobjects] = await Promise.all([
      tx.select({ id: t.products.id, handle: t.products.handle, options: t.products.options }).from(t.products),
      tx.select({ id: t.images.id, key: t.images.key }).from(t.images),
      tx
        .select({
          id: t.metafields.id,
          productId: t.metafields.productId,
          namespace: t.metafields.namespace,
          key: t.metafields.key,
        })
        .from(t.metafields),
      tx.select({ id: t.metaobjects.id, type: t.metaobjects.type, handle: t.metaobjects.handle }).from(t.metaobjects),
    ]);
    const rows = translationRows(seed.products, { products, images, metafields, metaobjects });
    await insertAll(tx, t.translations, rows);
    return rows.length > 0;
  });
}

/** Empties every engine table and restarts ids and order numbers: a full reseed starts clean (the next start writes the collections, menus and pages again). */
export async function wipeEngineTables(db: Database): Promise<void> {
  await db.execute(sql`truncate table
    engine.order_lines, engine.orders, engine.cart_lines, engine.carts, engine.customer_access_tokens,
    engine.customer_recoveries, engine.sent_emails, engine.addresses, engine.customers, engine.translations,
    engine.metafields, engine.files, engine.metaobjects, engine.variants, engine.videos, engine.images, engine.products,
    engine.collections, engine.menus, engine.pages restart identity cascade`);
  await db.execute(sql`alter sequence engine.order_number_seq restart with 1001`);
}
