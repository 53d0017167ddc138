/**
 * Customer access tokens: 32 random bytes (hex, like Shopify's 32-character tokens are opaque),
 * stored only as their SHA-256, valid for 30 days. Shopify does not document the lifetime; its
 * tokens observed in the wild last a few weeks, so 30 days is a close stand-in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { customerAccessTokens, customers } from '../db/schema.ts';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  accessToken: string;
  expiresAt: Date;
}

export async function issueToken(db: Database, customerId: number, now = new Date()): Promise<IssuedToken> {
  const accessToken = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await db.insert(customerAccessTokens).values({ customerId, tokenHash: hashToken(accessToken), expiresAt });
  return { accessToken, expiresAt };
}

export type Customer = typeof customers.$inferSelect;

/** A live token: the customer it belongs to and its row (what a cart it linked remembers). */
export interface LiveToken {
  customer: Customer;
  tokenId: number;
}

/** The live (unexpired) token a client holds, or null. */
export async function liveToken(db: Database, token: string | null | undefined): Promise<LiveToken | null> {
  if (!token) return null;
  const rows = await db
    .select({ customer: customers, tokenId: customerAccessTokens.id })
    .from(customerAccessTokens)
    .innerJoin(customers, eq(customers.id, customerAccessTokens.customerId))
    .where(and(eq(customerAccessTokens.tokenHash, hashToken(token)), gt(customerAccessTokens.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

/** The customer a live (unexpired) token belongs to, or null. */
export async function customerForToken(db: Database, token: string | null | undefined): Promise<Customer | null> {
  return (await liveToken(db, token))?.customer ?? null;
}

/** Whether a token row is still live: not deleted (logging out deletes it) and not expired. */
export async function isTokenLive(db: Database, tokenId: number | null, now = new Date()): Promise<boolean> {
  if (tokenId === null) return false;
  const rows = await db
    .select({ id: customerAccessTokens.id })
    .from(customerAccessTokens)
    .where(and(eq(customerAccessTokens.id, tokenId), gt(customerAccessTokens.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** Deletes a token; returns its row id, or null when there was no such token. */
export async function deleteToken(db: Database, token: string): Promise<number | null> {
  const rows = await db
    .delete(customerAccessTokens)
    .where(eq(customerAccessTokens.tokenHash, hashToken(token)))
    .returning({ id: customerAccessTokens.id });
  return rows[0]?.id ?? null;
}

/** Pushes a live token's expiry out by another lifetime; null when the token is unknown or expired. */
export async function renewToken(db: Database, token: string, now = new Date()): Promise<IssuedToken | null> {
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  const rows = await db
    .update(customerAccessTokens)
    .set({ expiresAt })
    .where(and(eq(customerAccessTokens.tokenHash, hashToken(token)), gt(customerAccessTokens.expiresAt, now)))
    .returning({ id: customerAccessTokens.id });
  return rows.length > 0 ? { accessToken: token, expiresAt } : null;
}
