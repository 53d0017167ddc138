import { eq, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/connection';
import { movedCarts, savedCarts } from '../db/saved-carts';
import { SESSION_MAX_AGE_SECONDS } from '../session-cookie';

/** The signed-in customer's cart id in the project's database: the cart that follows them. */

export async function findSavedCartId(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db.select({ cartId: savedCarts.cartId }).from(savedCarts).where(eq(savedCarts.customerId, customerId));
  return row?.cartId ?? null;
}

export async function savedCartOwner(db: Database, cartId: string): Promise<string | null> {
  const [row] = await db.select({ customerId: savedCarts.customerId }).from(savedCarts).where(eq(savedCarts.cartId, cartId));
  return row?.customerId ?? null;
}

/** Remembers `cartId` as the customer's cart. A cart belongs to one customer: the last one to link it. */
export async function saveCart(db: Database, customerId: string, cartId: string): Promise<void> {
  await db.transaction((tx) => saveIn(tx, customerId, cartId));
}

async function saveIn(tx: Transaction, customerId: string, cartId: string): Promise<void> {
  await tx.delete(savedCarts).where(eq(savedCarts.cartId, cartId));
  await tx
    .insert(savedCarts)
    .values({ customerId, cartId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: savedCarts.customerId, set: { cartId, updatedAt: new Date() } });
}

/** No session names a cart moved longer ago than a session cookie lives. */
const FORWARD_KEPT_MS = SESSION_MAX_AGE_SECONDS * 1000;

/** Saves `to` as the customer's cart in place of `from`, and leaves a forward for sessions that still name `from` (`movedCarts`). */
export async function moveSavedCart(db: Database, customerId: string, from: string, to: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await saveIn(tx, customerId, to);
    await tx.delete(movedCarts).where(lt(movedCarts.movedAt, new Date(now.getTime() - FORWARD_KEPT_MS)));
    await tx.update(movedCarts).set({ toCartId: to }).where(eq(movedCarts.toCartId, from));
    await tx
      .insert(movedCarts)
      .values({ fromCartId: from, toCartId: to, movedAt: now })
      .onConflictDoUpdate({ target: movedCarts.fromCartId, set: { toCartId: to, movedAt: now } });
  });
}

/** Where a cart moved at a logout, if it did. */
export async function movedCartOf(db: Database, cartId: string): Promise<string | null> {
  const [row] = await db.select({ to: movedCarts.toCartId }).from(movedCarts).where(eq(movedCarts.fromCartId, cartId));
  return row?.to ?? null;
}

/** Forgets a cart (completed, gone, or deleted by its owner); true when there was one. */
export async function forgetCart(db: Database, cartId: string): Promise<boolean> {
  const rows = await db.delete(savedCarts).where(eq(savedCarts.cartId, cartId)).returning({ cartId: savedCarts.cartId });
  return rows.length > 0;
}
