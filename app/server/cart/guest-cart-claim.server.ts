import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { guestCartClaims } from '../db/guest-cart-claims';
import { SESSION_MAX_AGE_SECONDS } from '../session-cookie';

/**
 * Who brings a guest cart's lines into the customer's cart at sign-in (`guestCartClaims`):
 * - `ours`: this request; it settles the claim with the cart they went into, or releases it. Taken
 *   over from a request whose add was not answered, it has what the customer's cart held before (`linesBefore`);
 * - `brought`: another request of the same customer did, into `cartId`;
 * - `elsewhere`: they went to another customer (a guest cart id held in two browsers), so none come here;
 * - `underWay`: another request of this customer is still bringing them after the wait: the next page asks again.
 */
export type GuestLinesClaim =
  | { kind: 'ours'; linesBefore?: Record<string, number> }
  | { kind: 'brought'; cartId: string }
  | { kind: 'elsewhere' }
  | { kind: 'underWay' };

/** No session names a guest cart longer than a session cookie lives. */
const CLAIM_KEPT_MS = SESSION_MAX_AGE_SECONDS * 1000;

/**
 * A claim not settled nor released within this is taken over: its request died (a crash, a
 * restart), and the guest's lines must not wait for it until the row is swept. Far longer than a
 * bring-over takes, so a slow one is not doubled. In the database's clock, shared by every instance.
 */
const LEASE = sql`now() - interval '1 minute'`;

export interface ClaimWait {
  /** How long to wait for another request that is bringing the lines. */
  waitMs: number;
  pollMs: number;
}

const WAIT: ClaimWait = { waitMs: 5_000, pollMs: 100 };

export async function claimGuestLines(
  db: Database,
  guestCartId: string,
  customerId: string,
  { waitMs, pollMs }: ClaimWait = WAIT,
): Promise<GuestLinesClaim> {
  const deadline = Date.now() + waitMs;
  await db.delete(guestCartClaims).where(lt(guestCartClaims.claimedAt, new Date(Date.now() - CLAIM_KEPT_MS)));
  for (;;) {
    const taken = await db
      .insert(guestCartClaims)
      .values({ guestCartId, customerId })
      .onConflictDoNothing()
      .returning({ guestCartId: guestCartClaims.guestCartId });
    if (taken.length > 0) return { kind: 'ours' };
    const [held] = await db.select().from(guestCartClaims).where(eq(guestCartClaims.guestCartId, guestCartId));
    // Released meanwhile (the other request failed): claim it again.
    if (!held) continue;
    if (held.customerId !== customerId) return { kind: 'elsewhere' };
    if (held.cartId) return { kind: 'brought', cartId: held.cartId };
    const [takenOver] = await db
      .update(guestCartClaims)
      .set({ claimedAt: sql`now()` })
      .where(
        and(eq(guestCartClaims.guestCartId, guestCartId), isNull(guestCartClaims.cartId), lt(guestCartClaims.claimedAt, LEASE)),
      )
      .returning({ linesBefore: guestCartClaims.linesBefore });
    if (takenOver) return { kind: 'ours', ...(takenOver.linesBefore ? { linesBefore: takenOver.linesBefore } : {}) };
    if (Date.now() >= deadline) return { kind: 'underWay' };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The lines are in the customer's cart `cartId`: a request that waited takes that cart. */
export async function settleGuestLines(db: Database, guestCartId: string, cartId: string): Promise<void> {
  await db.update(guestCartClaims).set({ cartId }).where(eq(guestCartClaims.guestCartId, guestCartId));
}

/**
 * The lines did not come (the API failed): the next request may claim them again. After an add
 * whose answer was lost they may have come after all; the claim then keeps what the customer's cart
 * held before it (`linesBefore`), its lease ended, so that the next request can tell.
 */
export async function releaseGuestLines(db: Database, guestCartId: string, linesBefore?: Record<string, number>): Promise<void> {
  const waiting = and(eq(guestCartClaims.guestCartId, guestCartId), isNull(guestCartClaims.cartId));
  if (linesBefore) await db.update(guestCartClaims).set({ claimedAt: LEASE, linesBefore }).where(waiting);
  else await db.delete(guestCartClaims).where(waiting);
}
