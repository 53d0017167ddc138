import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The cart that follows a signed-in customer (issue 5): one open cart per customer, so signing in
 * on another device (or after the cookie is gone) finds it again. The cart itself lives in the
 * Storefront API; only its id is kept here.
 */
export const savedCarts = pgTable('saved_carts', {
  /** The Storefront customer gid (gid://shopify/Customer/...). */
  customerId: text('customer_id').primaryKey(),
  /** The Storefront cart gid, key included (what `cart(id:)` takes). */
  cartId: text('cart_id').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Where a customer's cart went when it moved at a logout (logout-cart.server.ts): the customer's
 * other devices, still signed in, name the old cart in their sessions and follow this to the new
 * one (`getSession`). A cart moved again updates the rows that led to it, so one step always
 * arrives. Rows older than a session cookie can live are swept.
 */
export const movedCarts = pgTable(
  'moved_carts',
  {
    fromCartId: text('from_cart_id').primaryKey(),
    toCartId: text('to_cart_id').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('moved_carts_to_cart_id_idx').on(table.toCartId), index('moved_carts_moved_at_idx').on(table.movedAt)],
);
