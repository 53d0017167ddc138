import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connection.ts';
import { rateLimitStatus, recordHit, releaseHit, sweepExpired, takeHit, type RateLimitRule } from './rate-limit.ts';

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
    // Allowed again when the oldest hit leaves the window, a minute after it.
    if (status.limited) expect(status.retryAfterSeconds).toBe(60);
    expect(await rateLimitStatus(db, rule, 'other', start + 1000)).toEqual({ limited: false });
  });

  it('counts every hit of the last window, also across a minute boundary', async () => {
    const { db } = handle;
    await recordHit(db, rule, 'b', start + 50_000);
    await recordHit(db, rule, 'b', start + 59_000);
    await recordHit(db, rule, 'b', start + 61_000);
    // Three hits within the last 60 s, two of them in the previous minute: limited all the same.
    const status = await rateLimitStatus(db, rule, 'b', start + 70_000);
    expect(status).toEqual({ limited: true, retryAfterSeconds: 40 });
    // Once the first hit is a minute old, two count.
    expect(await rateLimitStatus(db, rule, 'b', start + 110_001)).toEqual({ limited: false });
  });

  it('adds up hits of the same moment', async () => {
    const { db } = handle;
    for (let hit = 0; hit < 3; hit++) await recordHit(db, rule, 'same', start);
    expect((await rateLimitStatus(db, rule, 'same', start + 1)).limited).toBe(true);
  });

  it('sweeps expired rows', async () => {
    const { db } = handle;
    await recordHit(db, rule, 'd', start);
    await sweepExpired(db, start + 4 * rule.windowMs);
    const rows = await db.query.rateLimitWindows.findMany();
    expect(rows.filter((row) => row.key.startsWith('test:'))).toEqual([]);
  });

  it('counts first: of many simultaneous hits no more than the limit get through', async () => {
    const { db } = handle;
    const statuses = await Promise.all(Array.from({ length: 8 }, () => takeHit(db, rule, 'rush', start)));
    const through = statuses.filter((status) => !status.limited).length;
    // Hits that arrive together may all see each other and all be refused; never more than 3 pass.
    expect(through).toBeLessThanOrEqual(3);
    // The refused hits were taken back: only those let through stay counted.
    const rows = await db.query.rateLimitWindows.findMany();
    expect(rows.filter((row) => row.key === 'test:rush').reduce((sum, row) => sum + row.hits, 0)).toBe(through);
  });

  it('takes back a hit', async () => {
    const { db } = handle;
    for (let hit = 0; hit < 3; hit++) await recordHit(db, rule, 'back', start);
    await releaseHit(db, rule, 'back', start);
    expect(await rateLimitStatus(db, rule, 'back', start)).toEqual({ limited: false });
    await releaseHit(db, rule, 'back', start);
    await releaseHit(db, rule, 'back', start);
    const rows = await db.query.rateLimitWindows.findMany();
    expect(rows.filter((row) => row.key === 'test:back')).toEqual([]);
  });
});
