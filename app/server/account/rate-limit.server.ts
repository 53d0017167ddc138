import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { rateLimitWindows } from '../db/rate-limits';

/**
 * A counter per key over a sliding window, kept in the database so that every instance of the shop
 * counts together. Each fixed window has a row; the previous window is weighed in by how much of it
 * still overlaps the sliding one (the estimate Cloudflare and others use), so no burst slips through
 * at a window edge and a check costs one indexed read.
 */
export interface RateLimitRule {
  /** Prefix of the stored keys, e.g. `login-ip`. */
  name: string;
  /** Hits allowed within one window. */
  limit: number;
  windowMs: number;
}

export type RateLimitStatus = { limited: false } | { limited: true; retryAfterSeconds: number };

/** One in this many hits also sweeps rows whose windows no longer count, for every key. */
const SWEEP_EVERY = 50;

function windowStartOf(rule: RateLimitRule, now: number): number {
  return Math.floor(now / rule.windowMs) * rule.windowMs;
}

export async function rateLimitStatus(db: Database, rule: RateLimitRule, id: string, now = Date.now()): Promise<RateLimitStatus> {
  const start = windowStartOf(rule, now);
  const rows = await db
    .select({ windowStart: rateLimitWindows.windowStart, hits: rateLimitWindows.hits })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, `${rule.name}:${id}`), inArray(rateLimitWindows.windowStart, [new Date(start), new Date(start - rule.windowMs)])));
  const current = rows.find((row) => row.windowStart.getTime() === start)?.hits ?? 0;
  const previous = rows.find((row) => row.windowStart.getTime() !== start)?.hits ?? 0;
  const elapsed = (now - start) / rule.windowMs;
  if (current + previous * (1 - elapsed) < rule.limit) return { limited: false };
  return { limited: true, retryAfterSeconds: secondsUntilAllowed(rule, now, start, current, previous) };
}

/** When the estimate drops below the limit again, if nothing else is counted meanwhile. */
function secondsUntilAllowed(rule: RateLimitRule, now: number, start: number, current: number, previous: number): number {
  let allowedAt: number;
  if (current >= rule.limit) {
    // Only the next window helps: there this window's hits fade out as the window slides on.
    allowedAt = start + rule.windowMs + rule.windowMs * (1 - rule.limit / current);
  } else {
    allowedAt = start + rule.windowMs * (1 - (rule.limit - current) / previous);
  }
  return Math.max(1, Math.ceil((allowedAt - now) / 1000));
}

export async function recordHit(db: Database, rule: RateLimitRule, id: string, now = Date.now()): Promise<void> {
  const start = windowStartOf(rule, now);
  await db
    .insert(rateLimitWindows)
    .values({
      key: `${rule.name}:${id}`,
      windowStart: new Date(start),
      hits: 1,
      expiresAt: new Date(start + 2 * rule.windowMs),
    })
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
