import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { guestCartClaims } from '../db/guest-cart-claims';
import { SESSION_MAX_AGE_SECONDS } from '../session-cookie';

/**
 * Who brings a guest cart's lines into the customer's cart at sign-in (`guestCartClaims`):
 * - `ours`: this request, under `lease`; it notes what the customer's cart holds before adding, then
 *   settles the claim with the cart they went into, or releases it. Taken over from a request that
 *   died or whose add was not answered, it has what the customer's cart held before (`linesBefore`);
 * - `brought`: another request of the same customer did, into `cartId`;
 * - `elsewhere`: they went to another customer (a guest cart id held in two browsers), so none come here;
 * - `underWay`: another request of this customer is still bringing them after the wait: the next page asks again.
 */
export type GuestLinesClaim =
  | { kind: 'ours'; lease: string; linesBefore?: Record<string, number> }
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
    const lease = randomUUID();
    const taken = await db
      .insert(guestCartClaims)
      .values({ guestCartId, customerId, lease })
      .onConflictDoNothing()
      .returning({ guestCartId: guestCartClaims.guestCartId });
    if (taken.length > 0) return { kind: 'ours', lease };
    const [held] = await db.select().from(guestCartClaims).where(eq(guestCartClaims.guestCartId, guestCartId));
    // Released meanwhile (the other request failed): claim it again.
    if (!held) continue;
    if (held.customerId !== customerId) return { kind: 'elsewhere' };
    if (held.cartId) return { kind: 'brought', cartId: held.cartId };
    const [takenOver] = await db
      .update(guestCartClaims)
      .set({ claimedAt: sql`now()`, lease })
      .where(
        and(eq(guestCartClaims.guestCartId, guestCartId), isNull(guestCartClaims.cartId), lt(guestCartClaims.claimedAt, LEASE)),
      )
      .returning({ linesBefore: guestCartClaims.linesBefore });
    if (takenOver) return { kind: 'ours', lease, ...(takenOver.linesBefore ? { linesBefore: takenOver.linesBefore } : {}) };
    if (Date.now() >= deadline) return { kind: 'underWay' };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The claim on `guestCartId` while `lease` still holds it: not taken over, not settled. */
function heldUnder(guestCartId: string, lease: string) {
  return and(eq(guestCartClaims.guestCartId, guestCartId), eq(guestCartClaims.lease, lease), isNull(guestCartClaims.cartId));
}

/**
 * Before the add: what the customer's cart holds of the guest's lines, kept on the claim (its lease
 * renewed for the add), so that a request taking it over after this one died can tell whether the add
 * went through. False when the claim was taken over meanwhile: its new holder brings the lines.
 */
export async function noteLinesBefore(
  db: Database,
  guestCartId: string,
  lease: string,
  linesBefore: Record<string, number>,
): Promise<boolean> {
  const noted = await db
    .update(guestCartClaims)
    .set({ linesBefore, claimedAt: sql`now()` })
    .where(heldUnder(guestCartId, lease))
    .returning({ guestCartId: guestCartClaims.guestCartId });
  return noted.length > 0;
}

/** The lines are in the customer's cart `cartId`: a request that waited takes that cart. */
export async function settleGuestLines(db: Database, guestCartId: string, lease: string, cartId: string): Promise<void> {
  await db.update(guestCartClaims).set({ cartId }).where(heldUnder(guestCartId, lease));
}

/**
 * The lines did not come (the API failed): the next request may claim them again. After an add
 * whose answer was lost they may have come after all; the claim then keeps what the customer's cart
 * held before it (`linesBefore`), its lease ended, so that the next request can tell. A claim taken
 * over meanwhile is its new holder's to end.
 */
export async function releaseGuestLines(
  db: Database,
  guestCartId: string,
  lease: string,
  linesBefore?: Record<string, number>,
): Promise<void> {
  const held = heldUnder(guestCartId, lease);
  if (linesBefore) await db.update(guestCartClaims).set({ claimedAt: LEASE, linesBefore }).where(held);
  else await db.delete(guestCartClaims).where(held);
}
