import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Guest carts whose lines are on their way, or came, into a customer's cart at sign-in. Two
 * sign-ins with one guest cart at once (two tabs, a double submit without JavaScript, on one
 * instance or two) each added its lines: now the first to claim it brings them and the other takes
 * the cart they went into. A claim is a lease: one whose request died (a crash, a restart) is taken
 * over once it is a minute old. Rows older than a session cookie can live are swept.
 */
export const guestCartClaims = pgTable(
  'guest_cart_claims',
  {
    guestCartId: text('guest_cart_id').primaryKey(),
    /** The Storefront customer gid the lines are brought to. */
    customerId: text('customer_id').notNull(),
    /** The customer's cart the lines went into; null while they are on their way. */
    cartId: text('cart_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Which request holds the claim, new with each claim and take-over: a request whose claim was
     * taken over (it outlived the lease) can no longer settle, release or add under it.
     */
    lease: text('lease'),
    /**
     * Written before the add: what the customer's cart held of the guest's lines, so that whichever
     * request takes the claim next (its holder died, or its add's answer was lost) can tell whether
     * the add went through.
     */
    linesBefore: jsonb('lines_before').$type<Record<string, number>>(),
  },
  (table) => [index('guest_cart_claims_claimed_at_idx').on(table.claimedAt)],
);
