import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per search a shopper made (issue 12), so the owner sees what is sought and not found.
 * No personal data: no IP, no customer, no session; only the normalised text, how many products it
 * found, and whether one of them was opened. `source` is 'results' (the results page) or
 * 'suggestions' (a product opened from the header's suggestions).
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: uuid('id').primaryKey(),
    query: text('query').notNull(),
    resultsCount: integer('results_count').notNull(),
    source: text('source').notNull(),
    opened: boolean('opened').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('search_log_created_at_idx').on(table.createdAt)],
);
