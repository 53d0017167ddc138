import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Product reviews (issue 7, SPEC §3 Review). A review points at a product by the numeric tail of its
 * Storefront gid (`product_external_id`), so it survives a reseed and works against Shopify too.
 * The author's customer id and email are kept for the author-only rule and are never returned.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productExternalId: text('product_external_id').notNull(),
    /** Multiples of 0.5 from 0 to 5 (SPEC §5); numeric so 4.5 stays exact. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    /** The Storefront customer gid; null for seeded reviews, which nobody may edit. */
    authorCustomerId: text('author_customer_id'),
    authorEmail: text('author_email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('reviews_product_created_idx').on(table.productExternalId, table.createdAt)],
);
