import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { savedCarts } from '../db/saved-carts';

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
  await db.transaction(async (tx) => {
    await tx.delete(savedCarts).where(eq(savedCarts.cartId, cartId));
    await tx
      .insert(savedCarts)
      .values({ customerId, cartId, updatedAt: new Date() })
      .onConflictDoUpdate({ target: savedCarts.customerId, set: { cartId, updatedAt: new Date() } });
  });
}

/** Forgets a cart (completed, gone, or deleted by its owner); true when there was one. */
export async function forgetCart(db: Database, cartId: string): Promise<boolean> {
  const rows = await db.delete(savedCarts).where(eq(savedCarts.cartId, cartId)).returning({ cartId: savedCarts.cartId });
  return rows.length > 0;
}
