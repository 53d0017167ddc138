import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { endedSignIns } from '../db/ended-sign-ins';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Lists a logged-out sign-in (`endedSignIns`) until its token would have expired, sweeping the rows
 * whose time has passed. A token already expired needs no row: its cookie's sign-in is over anyway.
 */
export async function recordEndedSignIn(db: Database, token: string, expiresAt: string, now = new Date()): Promise<void> {
  const expires = new Date(expiresAt);
  if (!(expires > now)) return;
  await db.delete(endedSignIns).where(lt(endedSignIns.expiresAt, now));
  await db
    .insert(endedSignIns)
    .values({ tokenHash: hashOf(token), expiresAt: expires })
    .onConflictDoNothing();
}

export async function isEndedSignIn(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: endedSignIns.tokenHash })
    .from(endedSignIns)
    .where(eq(endedSignIns.tokenHash, hashOf(token)))
    .limit(1);
  return row !== undefined;
}
