import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-ins ended by a logout, until their token would have expired. The session lives in a signed
 * cookie, so a copy taken before the logout stays valid; its token is revoked at the Storefront
 * API, but the copy also names the customer's cart, which the API lets anyone holding its id read.
 * A session whose token is listed here is treated as signed out, its cart forgotten.
 */
export const endedSignIns = pgTable(
  'ended_sign_ins',
  {
    /** The sha256 of the access token (the token itself is never stored). */
    tokenHash: text('token_hash').primaryKey(),
    /** When the token would have expired: past it, the cookie's sign-in ends by itself and the row is swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('ended_sign_ins_expires_at_idx').on(table.expiresAt)],
);
