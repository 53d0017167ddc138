import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { rateLimitStatus, recordHit, resetLimit, sweepExpired, type RateLimitRule } from './rate-limit.server';

const rule: RateLimitRule = { name: 'test', limit: 3, windowMs: 60_000 };
const start = Date.UTC(2026, 0, 1, 10, 0, 0);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle.close();
});

describe('rate limiter', () => {
  it('allows up to the limit, then says how long to wait', async () => {
    const { db } = handle;
    for (let hit = 0; hit < 3; hit++) {
      expect(await rateLimitStatus(db, rule, 'a', start + 1000)).toEqual({ limited: false });
      await recordHit(db, rule, 'a', start + 1000);
    }
    const status = await rateLimitStatus(db, rule, 'a', start + 1000);
    expect(status.limited).toBe(true);
    // The 3 hits fade out over the next window: allowed again once fewer than 3 still count.
    if (status.limited) expect(status.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(await rateLimitStatus(db, rule, 'other', start + 1000)).toEqual({ limited: false });
  });

  it('weighs the previous window by how much of it still overlaps', async () => {
    const { db } = handle;
    for (let hit = 0; hit < 3; hit++) await recordHit(db, rule, 'b', start + 59_000);
    // 10 s into the next window, 5/6 of the 3 old hits still count: 2.5 < 3.
    expect(await rateLimitStatus(db, rule, 'b', start + 70_000)).toEqual({ limited: false });
    await recordHit(db, rule, 'b', start + 70_000);
    expect((await rateLimitStatus(db, rule, 'b', start + 70_000)).limited).toBe(true);
    // Two windows on, nothing counts.
    expect(await rateLimitStatus(db, rule, 'b', start + 181_000)).toEqual({ limited: false });
  });

  it('resets a key and sweeps expired rows', async () => {
    const { db } = handle;
    for (let hit = 0; hit < 3; hit++) await recordHit(db, rule, 'c', start);
    await resetLimit(db, rule, 'c');
    expect(await rateLimitStatus(db, rule, 'c', start)).toEqual({ limited: false });
    await recordHit(db, rule, 'd', start);
    await sweepExpired(db, start + 4 * rule.windowMs);
    const rows = await db.query.rateLimitWindows.findMany();
    expect(rows.filter((row) => row.key.startsWith('test:'))).toEqual([]);
  });
});
