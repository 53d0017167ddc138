import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { guestCartClaims } from '../db/guest-cart-claims';
import { claimGuestLines, noteLinesBefore, releaseGuestLines, settleGuestLines } from './guest-cart-claim.server';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle?.close());

const CUSTOMER = 'gid://shopify/Customer/1';
const NO_WAIT = { waitMs: 0, pollMs: 1 };

/** The claim on `guestCartId` as if its holder had kept it past the lease. */
async function outliveLease(guestCartId: string) {
  await handle.db
    .update(guestCartClaims)
    .set({ claimedAt: new Date(Date.now() - 61_000) })
    .where(eq(guestCartClaims.guestCartId, guestCartId));
}

async function ours(guestCartId: string) {
  const claim = await claimGuestLines(handle.db, guestCartId, CUSTOMER, NO_WAIT);
  if (claim.kind !== 'ours') throw new Error(`expected to hold the claim, got ${claim.kind}`);
  return claim;
}

describe('a claim on a guest cart taken over after its lease', () => {
  it('can no longer be noted, released or settled by the request that held it before', async () => {
    const first = await ours('guest-a');
    await outliveLease('guest-a');
    const second = await ours('guest-a');
    expect(second.lease).not.toBe(first.lease);

    expect(await noteLinesBefore(handle.db, 'guest-a', first.lease, { x: 1 })).toBe(false);
    await releaseGuestLines(handle.db, 'guest-a', first.lease);
    await settleGuestLines(handle.db, 'guest-a', first.lease, 'cart-of-the-slow-one');
    expect((await claimGuestLines(handle.db, 'guest-a', CUSTOMER, NO_WAIT)).kind).toBe('underWay');

    await settleGuestLines(handle.db, 'guest-a', second.lease, 'cart-of-the-new-holder');
    expect(await claimGuestLines(handle.db, 'guest-a', CUSTOMER, NO_WAIT)).toEqual({
      kind: 'brought',
      cartId: 'cart-of-the-new-holder',
    });
  });

  it('hands the next holder what its last holder noted before adding, even when that one never ended it', async () => {
    const first = await ours('guest-b');
    expect(await noteLinesBefore(handle.db, 'guest-b', first.lease, { 'line-1': 2 })).toBe(true);
    // Noting renews the lease: the add it goes on to is not taken over at once.
    expect((await claimGuestLines(handle.db, 'guest-b', CUSTOMER, NO_WAIT)).kind).toBe('underWay');

    await outliveLease('guest-b');
    const next = await ours('guest-b');
    expect(next.linesBefore).toEqual({ 'line-1': 2 });
  });

  it('released without an add in doubt, is free for the next request at once', async () => {
    const first = await ours('guest-c');
    await releaseGuestLines(handle.db, 'guest-c', first.lease);
    expect((await ours('guest-c')).linesBefore).toBeUndefined();
  });
});
