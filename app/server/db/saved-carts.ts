import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
