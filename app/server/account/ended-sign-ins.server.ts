import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { endedSignIns } from '../db/ended-sign-ins';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The least a row is kept: a copy of the cookie may hold a later expiry than the session that logged
 * out (it renewed the token meanwhile), up to a token's lifetime from now (30 days at the local
 * engine; Shopify does not document its own).
 */
const KEPT_AT_LEAST_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Lists a logged-out sign-in (`endedSignIns`) until its token would have expired in any copy of the
 * cookie, sweeping the rows whose time has passed.
 */
export async function recordEndedSignIn(db: Database, token: string, expiresAt: string, now = new Date()): Promise<void> {
  const expires = new Date(Math.max(Date.parse(expiresAt) || 0, now.getTime() + KEPT_AT_LEAST_MS));
  await db.delete(endedSignIns).where(lt(endedSignIns.expiresAt, now));
  await db
    .insert(endedSignIns)
    .values({ tokenHash: hashOf(token), expiresAt: expires })
    .onConflictDoUpdate({ target: endedSignIns.tokenHash, set: { expiresAt: expires } });
}

export async function isEndedSignIn(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: endedSignIns.tokenHash })
    .from(endedSignIns)
    .where(eq(endedSignIns.tokenHash, hashOf(token)))
    .limit(1);
  return row !== undefined;
}
