/**
 * The local engine's tables, in their own Postgres schema `engine` so they never collide with the
 * storefront's tables. Money is stored as integers in the currency's minor unit (fils for AED,
 * 1/1000 for KWD) so sums never drift; catalog prices are AED, orders keep the currency they were
 * placed in.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const engineSchema = pgSchema('engine');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Ids of catalog rows are assigned from the catalog's order at seed time, so gids survive a reseed. */
export const products = engineSchema.table('products', {
  id: integer('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  description: text('description').notNull(),
  vendor: text('vendor').notNull(),
  productType: text('product_type').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  options: jsonb('options').$type<{ name: string; values: string[] }[]>().notNull(),
  ...timestamps,
});

export const variants = engineSchema.table(
  'variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    selectedOptions: jsonb('selected_options').$type<{ name: string; value: string }[]>().notNull(),
    priceFils: integer('price_fils').notNull(),
    compareAtPriceFils: integer('compare_at_price_fils'),
    /** Units on hand; checkout lowers it with a conditional UPDATE so it never goes below zero. */
    quantity: integer('quantity').notNull(),
    imageId: integer('image_id'),
    barcode: text('barcode'),
  },
  (t) => [index('variants_product_idx').on(t.productId), index('variants_sku_idx').on(t.sku)],
);

export const images = engineSchema.table(
  'images',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    key: text('key').notNull().unique(),
    altText: text('alt_text').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('images_product_idx').on(t.productId)],
);

export const videos = engineSchema.table('videos', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  previewImageKey: text('preview_image_key').notNull(),
  sources: jsonb('sources').$type<{ url: string; format: string; mimeType: string; width: number; height: number }[]>().notNull(),
});

export const metaobjects = engineSchema.table(
  'metaobjects',
  {
    id: integer('id').primaryKey(),
    type: text('type').notNull(),
    handle: text('handle').notNull(),
    fields: jsonb('fields').$type<{ key: string; type: string; value: string }[]>().notNull(),
  },
  (t) => [uniqueIndex('metaobjects_type_handle_idx').on(t.type, t.handle)],
);

/**
 * Shopify's Files: pictures that are no product's media, such as a variant's try-on front, which
 * a `file_reference` metafield points at. Ids continue after the images', so MediaImage gids of
 * both never collide.
 */
export const files = engineSchema.table('files', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  altText: text('alt_text').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

export const metafields = engineSchema.table(
  'metafields',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Set for a variant's metafield; null for the product's own. */
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    /** As Shopify returns it: references are stored as their gid (or a JSON list of gids). */
    value: text('value').notNull(),
    description: text('description'),
    /** Ids of what the value references: metaobjects, or files for the `file_reference` types. */
    referenceIds: jsonb('reference_ids').$type<number[]>(),
  },
  (t) => [
    uniqueIndex('metafields_owner_idx')
      .on(t.productId, t.namespace, t.key)
      .where(sql`${t.variantId} is null`),
    uniqueIndex('metafields_variant_owner_idx')
      .on(t.variantId, t.namespace, t.key)
      .where(sql`${t.variantId} is not null`),
  ],
);

/**
 * Translated catalog text, as Shopify keeps its translatable resources: one row per resource (a
 * gid: Product, ProductOption, ProductOptionValue, Metafield, Metaobject, MediaImage), translatable
 * key (`title`, `body_html`, `name`, `value`, `label`, `alt`) and locale (`ar`). The shop's default
 * language is the catalog itself and has no rows.
 */
export const translations = engineSchema.table(
  'translations',
  {
    resourceId: text('resource_id').notNull(),
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.key, t.locale] })],
);

export const customers = engineSchema.table('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Lower-cased; the unique index makes two sign-ups with one email impossible. */
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
  defaultAddressId: integer('default_address_id'),
  ...timestamps,
});

export const customerAccessTokens = engineSchema.table(
  'customer_access_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the client's hands. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('tokens_customer_idx').on(t.customerId)],
);

export const addresses = engineSchema.table(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    countryCode: text('country_code'),
    zip: text('zip'),
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

export interface StoredAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  countryCode: string | null;
  zip: string | null;
  phone: string | null;
}

export const carts = engineSchema.table(
  'carts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public part of the cart gid; `secretKey` is the `?key=` that must come with it. */
    token: text('token').notNull().unique(),
    secretKey: text('secret_key').notNull(),
    countryCode: text('country_code').notNull(),
    email: text('email'),
    phone: text('phone'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /**
     * The access token that linked the customer: the hosted checkout shows the customer's details
     * only while it is live (logging out deletes it, and the link goes with it).
     */
    customerAccessTokenId: integer('customer_access_token_id').references(() => customerAccessTokens.id, {
      onDelete: 'set null',
    }),
    attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull().default([]),
    note: text('note'),
    deliveryAddresses: jsonb('delivery_addresses').$type<StoredAddress[]>().notNull().default([]),
    /** As the buyer entered them; the engine has no discounts, so none ever applies. */
    discountCodes: jsonb('discount_codes').$type<string[]>().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    orderId: integer('order_id'),
    ...timestamps,
  },
  // Each logout deletes a token, and its carts' link goes with it: found by index, not by a scan.
  (t) => [
    index('carts_customer_access_token_idx')
      .on(t.customerAccessTokenId)
      .where(sql`customer_access_token_id is not null`),
  ],
);

export const cartLines = engineSchema.table(
  'cart_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('cart_lines_cart_idx').on(t.cartId)],
);

/** Order names are '#1001' onwards, from one sequence shared by every engine instance. */
export const orderNumberSequence = engineSchema.sequence('order_number_seq', { startWith: 1001 });

export const orders = engineSchema.table(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Drawn from `order_number_seq` by the database, so concurrent checkouts never share a number. */
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('engine.order_number_seq')`),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The `?key=` of the order's gid, as Shopify's: `node(id:)` answers only with it. */
    secretKey: text('secret_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    email: text('email').notNull(),
    phone: text('phone'),
    currencyCode: text('currency_code').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    fulfillmentStatus: text('fulfillment_status').notNull(),
    financialStatus: text('financial_status').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('orders_customer_idx').on(t.customerId)],
);

export const orderLines = engineSchema.table(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Kept even if the catalog changes: the order shows what was bought. */
    variantId: integer('variant_id'),
    productId: integer('product_id'),
    title: text('title').notNull(),
    variantTitle: text('variant_title').notNull(),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    priceMinor: integer('price_minor').notNull(),
    compareAtPriceMinor: integer('compare_at_price_minor'),
    imageKey: text('image_key'),
    /** The cart line's attributes (a pair of glasses, its prescription), as Shopify keeps them on the order. */
    attributes: jsonb('attributes').$type<{ key: string; value: string }[]>().notNull().default([]),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** A rule of a smart collection, as Shopify's: the product's type, vendor, a tag or a metafield equals the condition. */
export type CollectionRule =
  | { column: 'TYPE' | 'VENDOR' | 'TAG'; condition: string }
  | { column: 'PRODUCT_METAFIELD'; namespace: string; key: string; condition: string };

/** Collections are smart collections: their rules pick the products each time the catalog loads. */
export const collections = engineSchema.table('collections', {
  id: integer('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  rules: jsonb('rules').$type<CollectionRule[]>().notNull(),
  /** Any rule (true) or every rule (false) must hold. */
  disjunctive: boolean('disjunctive').notNull().default(false),
  position: integer('position').notNull(),
  ...timestamps,
});

/** A menu entry; `path` is on the shop's own origin, `resource` names what it links to. */
export interface StoredMenuItem {
  title: string;
  type:
    'FRONTPAGE' | 'COLLECTION' | 'COLLECTIONS' | 'CATALOG' | 'PAGE' | 'SHOP_POLICY' | 'SEARCH' | 'HTTP' | 'CUSTOMER_ACCOUNT_PAGE';
  path: string;
  resource?: { kind: 'collection' | 'page'; handle: string };
  tags?: string[];
  items?: StoredMenuItem[];
}

export const menus = engineSchema.table('menus', {
  id: integer('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  items: jsonb('items').$type<StoredMenuItem[]>().notNull(),
});

/** Online store pages (the shop's policies among them). */
export const pages = engineSchema.table('pages', {
  id: integer('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  ...timestamps,
});

/** Password reset requests (`customerRecover`); the token itself only travels in the email. */
export const customerRecoveries = engineSchema.table(
  'customer_recoveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('customer_recoveries_customer_idx').on(t.customerId)],
);

/** The engine sends no mail: each message it would send is kept here (a local mail catcher). */
export const sentEmails = engineSchema.table('sent_emails', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
