import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connection.ts';
import { signInRefusal, startSignIn, type SignInAttempt, type SignInLimits } from './sign-in-limits.ts';

const limits: SignInLimits = { perIp: 5, perAccount: 8 };
const start = Date.UTC(2026, 0, 1, 10, 0, 0);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle.close();
});

/** A wrong password: the attempt is let through and stays counted. */
async function fail(attempt: SignInAttempt, at: number) {
  const started = await startSignIn(handle.db, limits, attempt, at);
  return started.refused ?? null;
}

async function succeed(attempt: SignInAttempt, at: number) {
  const started = await startSignIn(handle.db, limits, attempt, at);
  if (started.refused) return started.refused;
  await started.ticket.succeeded();
  return null;
}

describe('sign-in limits', () => {
  it('refuses a client IP after perIp failures a minute, over all accounts', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 5; i++) expect(await fail({ email: `guess${i}@example.com`, ip }, start + i)).toBeNull();
    expect(await fail({ email: 'another@example.com', ip }, start + 10)).toEqual({ limit: 'ip', retryAfterSeconds: 60 });
    expect(await signInRefusal(handle.db, limits, { email: 'x@example.com', ip }, start + 10)).toMatchObject({ limit: 'ip' });
    // Another client is not held back, and the first is let in again after a minute.
    expect(await fail({ email: 'another@example.com', ip: '198.51.100.2' }, start + 10)).toBeNull();
    expect(await fail({ email: 'another@example.com', ip }, start + 60_001)).toBeNull();
  });

  it('counts an IPv6 client by its /64, whichever of its addresses each attempt comes from', async () => {
    for (let i = 0; i < 5; i++)
      expect(await fail({ email: `v6guess${i}@example.com`, ip: `2001:db8:5::${i + 1}` }, start + i)).toBeNull();
    expect(await fail({ email: 'v6another@example.com', ip: '2001:db8:5::abcd' }, start + 10)).toMatchObject({ limit: 'ip' });
    expect(await fail({ email: 'v6another@example.com', ip: '2001:db8:6::1' }, start + 10)).toBeNull();
  });

  it('counts every attempt before its password is checked, so parallel attempts cannot slip past', async () => {
    const ip = '198.51.100.3';
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => fail({ email: `rush${i}@example.com`, ip }, start)));
    expect(results.filter((refusal) => refusal === null).length).toBeLessThanOrEqual(5);
    expect(results.filter((refusal) => refusal?.limit === 'ip').length).toBeGreaterThanOrEqual(7);
  });

  it('does not count successes or attempts whose password was never checked', async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < 10; i++) expect(await succeed({ email: 'office@example.com', ip }, start + i)).toBeNull();
    for (let i = 0; i < 10; i++) {
      const started = await startSignIn(handle.db, limits, { email: 'down@example.com', ip }, start + 100 + i);
      await started.ticket!.unchecked();
    }
    expect(await signInRefusal(handle.db, limits, { email: 'office@example.com', ip }, start + 200)).toBeNull();
  });

  it('locks the guessers of an account, not the owner on a client that signed in before', async () => {
    const email = 'owner@example.com';
    const home = '192.0.2.10';
    expect(await succeed({ email, ip: home }, start)).toBeNull();
    // A distributed attack: a different IP for each guess.
    for (let i = 0; i < 8; i++)
      expect(await fail({ email: email.toUpperCase(), ip: `203.0.113.${i + 1}` }, start + 1000 + i)).toBeNull();
    const fresh = await fail({ email, ip: '203.0.113.99' }, start + 2000);
    expect(fresh).toMatchObject({ limit: 'account' });
    expect(fresh!.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await signInRefusal(handle.db, limits, { email, ip: undefined }, start + 2000)).toMatchObject({ limit: 'account' });
    // The owner at home still gets in.
    expect(await signInRefusal(handle.db, limits, { email, ip: home }, start + 2000)).toBeNull();
    expect(await succeed({ email, ip: home }, start + 2001)).toBeNull();
    // An hour after the guesses, anyone may try again.
    expect(await fail({ email, ip: '203.0.113.99' }, start + 1007 + 3_600_000)).toBeNull();
  });

  it('stores no email in clear', async () => {
    const rows = await handle.db.query.rateLimitWindows.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.key.includes('@'))).toEqual([]);
  });
});
