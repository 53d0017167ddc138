import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { rateLimitWindows } from '../db/rate-limits';

/**
 * A counter per key over a sliding window, kept in the database so that every instance of the shop
 * counts together. Each hit is a row stamped with its time (hits in the same millisecond share one),
 * and a check sums the rows of the last window: exact, so 'no more than N in any window' holds at
 * window edges too. The limits are small (tens of failed logins), so the rows stay few.
 */
export interface RateLimitRule {
  /** Prefix of the stored keys, e.g. `login-ip`. */
  name: string;
  /** Hits allowed within one window. */
  limit: number;
  windowMs: number;
}

export type RateLimitStatus = { limited: false } | { limited: true; retryAfterSeconds: number };

/** One in this many hits also sweeps rows that no longer count, for every key. */
const SWEEP_EVERY = 50;

export async function rateLimitStatus(db: Database, rule: RateLimitRule, id: string, now = Date.now()): Promise<RateLimitStatus> {
  const hits = await db
    .select({ at: rateLimitWindows.windowStart, hits: rateLimitWindows.hits })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, `${rule.name}:${id}`), gt(rateLimitWindows.windowStart, new Date(now - rule.windowMs))))
    .orderBy(asc(rateLimitWindows.windowStart));
  const total = hits.reduce((sum, hit) => sum + hit.hits, 0);
  if (total < rule.limit) return { limited: false };
  return { limited: true, retryAfterSeconds: secondsUntilAllowed(rule, now, hits, total) };
}

/** Allowed again once enough of the oldest hits have left the window, if nothing else is counted meanwhile. */
function secondsUntilAllowed(rule: RateLimitRule, now: number, hits: { at: Date; hits: number }[], total: number): number {
  let excess = total - rule.limit + 1;
  let allowedAt = now;
  for (const hit of hits) {
    excess -= hit.hits;
    if (excess <= 0) {
      allowedAt = hit.at.getTime() + rule.windowMs;
      break;
    }
  }
  return Math.max(1, Math.ceil((allowedAt - now) / 1000));
}

export async function recordHit(db: Database, rule: RateLimitRule, id: string, now = Date.now()): Promise<void> {
  await db
    .insert(rateLimitWindows)
    .values({ key: `${rule.name}:${id}`, windowStart: new Date(now), hits: 1, expiresAt: new Date(now + rule.windowMs) })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    });
  if (Math.random() * SWEEP_EVERY < 1) await sweepExpired(db, now);
}

export async function resetLimit(db: Database, rule: RateLimitRule, id: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, `${rule.name}:${id}`));
}

export async function sweepExpired(db: Database, now = Date.now()): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, new Date(now)));
}
