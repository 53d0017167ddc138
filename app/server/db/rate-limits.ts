import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (failed logins per IP and per account, review posts), in the database so every
 * instance of the shop sees the same count. One row per key and hit time (`window_start` is the
 * moment of the hit; hits in the same millisecond add up in `hits`); the limiter sums the rows of
 * the last window.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** e.g. `login-ip:203.0.113.7`, `login-account:<sha256 of the email>` (no address stored in clear). */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull().default(0),
    /** When the hit leaves the window: old rows are swept by this. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_windows_expires_at_idx').on(table.expiresAt),
  ],
);
