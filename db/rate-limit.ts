import { and, asc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { rateLimitWindows } from './schema.ts';

/**
 * A counter per key over a sliding window, kept in the database so that every instance of the shop
 * (and the local engine, which shares the database) counts together. Each hit is a row stamped with
 * its time (hits in the same millisecond share one), and a check sums the rows of the last window:
 * exact, so 'no more than N in any window' holds at window edges too. The limits are small (tens
 * of failed logins), so the rows stay few.
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

const keyOf = (rule: RateLimitRule, id: string) => `${rule.name}:${id}`;

async function hitsInWindow(db: Database, rule: RateLimitRule, id: string, now: number) {
  return db
    .select({ at: rateLimitWindows.windowStart, hits: rateLimitWindows.hits })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, keyOf(rule, id)), gt(rateLimitWindows.windowStart, new Date(now - rule.windowMs))))
    .orderBy(asc(rateLimitWindows.windowStart));
}

const total = (hits: { hits: number }[]) => hits.reduce((sum, hit) => sum + hit.hits, 0);

/** Hits of the last window. */
export async function countHits(db: Database, rule: RateLimitRule, id: string, now = Date.now()): Promise<number> {
  return total(await hitsInWindow(db, rule, id, now));
}

/** Whether one more hit would go over the limit (a check before acting; see `takeHit` for one that cannot race). */
export async function rateLimitStatus(db: Database, rule: RateLimitRule, id: string, now = Date.now()): Promise<RateLimitStatus> {
  const hits = await hitsInWindow(db, rule, id, now);
  const count = total(hits);
  if (count < rule.limit) return { limited: false };
  return { limited: true, retryAfterSeconds: secondsUntilAllowed(rule, now, hits, count) };
}

/**
 * Counts the hit first and then checks, so of many simultaneous callers no more than `limit` get
 * through: each sees its own hit and every hit recorded before it. A refused hit is taken back.
 */
export async function takeHit(db: Database, rule: RateLimitRule, id: string, now = Date.now()): Promise<RateLimitStatus> {
  await recordHit(db, rule, id, now);
  const hits = await hitsInWindow(db, rule, id, now);
  const count = total(hits);
  if (count <= rule.limit) return { limited: false };
  await releaseHit(db, rule, id, now);
  return { limited: true, retryAfterSeconds: secondsUntilAllowed(rule, now, hits, count - 1) };
}

/** Allowed again once enough of the oldest hits have left the window, if nothing else is counted meanwhile. */
function secondsUntilAllowed(rule: RateLimitRule, now: number, hits: { at: Date; hits: number }[], count: number): number {
  let excess = count - rule.limit + 1;
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
    .values({ key: keyOf(rule, id), windowStart: new Date(now), hits: 1, expiresAt: new Date(now + rule.windowMs) })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    });
  if (Math.random() * SWEEP_EVERY < 1) await sweepExpired(db, now);
}

/** Takes back one hit recorded at `at` (e.g. a sign-in that turned out not to be a failure). */
export async function releaseHit(db: Database, rule: RateLimitRule, id: string, at: number): Promise<void> {
  const row = and(eq(rateLimitWindows.key, keyOf(rule, id)), eq(rateLimitWindows.windowStart, new Date(at)));
  await db
    .update(rateLimitWindows)
    .set({ hits: sql`${rateLimitWindows.hits} - 1` })
    .where(row);
  await db.delete(rateLimitWindows).where(and(row, lte(rateLimitWindows.hits, 0)));
}

export async function sweepExpired(db: Database, now = Date.now()): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, new Date(now)));
}
