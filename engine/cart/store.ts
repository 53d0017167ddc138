/** Reading and writing carts and their lines. A completed cart is never returned. */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection.ts';
import type { Catalog } from '../catalog/cache.ts';
import { createStockReader, type StockReader } from '../catalog/stock.ts';
import { cartLines, carts } from '../db/schema.ts';
import type { EngineContext } from '../graphql/context.ts';
import { parseGid } from '../ids.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export interface CartWithLines extends CartRow {
  lines: CartLineRow[];
}

/** Shopify cart tokens look like `hWN1x...`: opaque, URL-safe, unguessable. */
export function newCartToken(): { token: string; secretKey: string } {
  return { token: `hWN${randomBytes(18).toString('base64url')}`, secretKey: randomBytes(16).toString('hex') };
}

export async function linesOf(db: Database | Transaction, cartId: number): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.id));
}

/**
 * The open cart a gid names, if its key matches; null for unknown, wrong-key or completed carts.
 * `forUpdate` (in a transaction) locks its row, and its lines are read under the lock: a checkout
 * locks the row too (checkout/action.ts), so a change and a payment of one cart take turns (a change
 * never lands in a cart whose order was just placed), and two changes at once each see what the
 * other left.
 */
export async function findOpenCart(
  db: Database | Transaction,
  cartId: string,
  { forUpdate = false } = {},
): Promise<CartWithLines | null> {
  const parsed = parseGid(cartId);
  if (!parsed || parsed.type !== 'Cart') return null;
  return findOpenCartByToken(db, parsed.id, parsed.params.get('key'), { forUpdate });
}

export async function findOpenCartByToken(
  db: Database | Transaction,
  token: string,
  key: string | null,
  { forUpdate = false } = {},
): Promise<CartWithLines | null> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.token, token), isNull(carts.completedAt)));
  const [cart] = await (forUpdate ? query.for('update') : query);
  if (!cart || cart.secretKey !== key) return null;
  return { ...cart, lines: await linesOf(db, cart.id) };
}

export async function reloadCart(db: Database | Transaction, cart: CartRow): Promise<CartWithLines> {
  const [fresh] = await db.select().from(carts).where(eq(carts.id, cart.id));
  return { ...fresh!, lines: await linesOf(db, cart.id) };
}

export async function touchCart(db: Database | Transaction, cartId: number, changes: Partial<CartRow> = {}): Promise<void> {
  await db
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** What a cart mutation works with: the catalog, and the tables and stock as its transaction sees them. */
export interface CartChange {
  catalog: Catalog;
  db: Transaction;
  stock: StockReader;
}

/**
 * Runs a cart mutation's writes as one transaction, so an error part-way (the second of two lines
 * failing to store) leaves the cart as it was. Stock is read in it too: PGlite runs one
 * transaction at a time, and a read from outside would wait for this one to end.
 */
export function inCartTransaction<T>(
  ctx: Pick<EngineContext, 'db' | 'catalog'>,
  work: (change: CartChange) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) => work({ catalog: ctx.catalog, db: tx, stock: createStockReader(tx) }));
}
