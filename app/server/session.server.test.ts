import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { isEndedSignIn, recordEndedSignIn } from './account/ended-sign-ins.server';
import {
  commitSession,
  endExpiredSignIn,
  endSignIn,
  getSession,
  isSignedIn,
  returnPath,
  type SessionContext,
} from './session.server';
import { engineShop } from './storefront/engine-storefront';

let handle: DatabaseHandle;
let context: SessionContext;

beforeAll(async () => {
  ({ handle, context } = await engineShop());
}, 60_000);
afterAll(() => handle?.close());

describe('returnPath', () => {
  it('remembers the page as the route table names it, in either language', () => {
    expect(returnPath(new Request('http://shop.test/profile?activetab=address'))).toBe('/profile?activetab=address');
    expect(returnPath(new Request('http://shop.test/ar/profile?activetab=address'))).toBe('/profile?activetab=address');
    expect(returnPath(new Request('http://shop.test/ar/ordersummary?id=1'))).toBe('/ordersummary?id=1');
    expect(returnPath(new Request('http://shop.test/ar'))).toBe('/');
    // Only the /ar base is a language: /arabic-sunglasses is an English path.
    expect(returnPath(new Request('http://shop.test/arabic-sunglasses'))).toBe('/arabic-sunglasses');
  });

  it('drops a query too long for the session cookie, keeping the page', () => {
    const long = `http://shop.test/profile?activetab=${'a'.repeat(5_000)}`;
    expect(returnPath(new Request(long))).toBe('/profile');
    expect(returnPath(new Request(`http://shop.test/${'p'.repeat(5_000)}`))).toBe('/');
  });
});

describe('getSession', () => {
  it('gives the loaders of one request one session, and another request its own', async () => {
    const request = new Request('http://shop.test/cart');
    const first = await getSession(request, context);
    first.set('cartId', 'gid://shopify/Cart/1');
    expect(await getSession(request, context)).toBe(first);
    const other = await getSession(new Request('http://shop.test/cart'), context);
    expect(other).not.toBe(first);
    expect(other.get('cartId')).toBeUndefined();
  });
});

describe('commitSession', () => {
  it('removes the cookie of a session that holds nothing, so its visitor is not kept out of the page cache', async () => {
    const empty = await getSession(new Request('http://shop.test/market'), context);
    const removal = await commitSession(empty);
    expect(removal).toMatch(/^__nazzara=;/);
    expect(removal).toMatch(/Expires=Thu, 01 Jan 1970/);

    const withCart = await getSession(new Request('http://shop.test/cart'), context);
    withCart.set('cartId', 'gid://shopify/Cart/1');
    const kept = await commitSession(withCart);
    expect(kept).toMatch(/^__nazzara=[^;]+;/);
    expect(kept).not.toMatch(/1970/);
  });
});

describe('the end of a sign-in', () => {
  const NOW = Date.parse('2026-11-27T12:00:00Z');

  async function signedIn(expiresAt: string) {
    const session = await getSession(new Request('http://shop.test/cart'), context);
    session.set('accessToken', 'token');
    session.set('accessTokenExpiresAt', expiresAt);
    session.set('user', { firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.com' });
    session.set('cartId', 'gid://shopify/Cart/1');
    session.set('checkoutUrl', 'https://shop.test/checkouts/1');
    session.set('guestCartId', 'gid://shopify/Cart/2');
    session.set('redirectAfterLogin', '/cart');
    return session;
  }

  it('takes the cart along when the sign-in ends, and leaves a guest alone', async () => {
    const session = await signedIn('2026-12-01T00:00:00Z');
    expect(endSignIn(session)).toBe(true);
    for (const key of ['accessToken', 'accessTokenExpiresAt', 'user', 'cartId', 'checkoutUrl', 'guestCartId'] as const) {
      expect(session.has(key), key).toBe(false);
    }
    expect(session.get('redirectAfterLogin')).toBe('/cart');

    const guest = await getSession(new Request('http://shop.test/cart'), context);
    guest.set('cartId', 'gid://shopify/Cart/3');
    expect(endSignIn(guest)).toBe(false);
    expect(guest.get('cartId')).toBe('gid://shopify/Cart/3');
  });

  it('ends an expired sign-in with its cart, and says so for the next sign-in page; a live one stays', async () => {
    const live = await signedIn('2026-11-27T12:00:01Z');
    expect(endExpiredSignIn(live, NOW)).toBe(false);
    expect([live.get('accessToken'), live.get('cartId')]).toEqual(['token', 'gid://shopify/Cart/1']);

    const expired = await signedIn('2026-11-27T12:00:00Z');
    expect(endExpiredSignIn(expired, NOW)).toBe(true);
    expect([expired.has('accessToken'), expired.has('cartId'), expired.has('checkoutUrl'), expired.has('guestCartId')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(expired.get('signInExpired')).toBe(true);
    // A cart made afterwards is a guest's: nothing ends it again.
    expired.set('cartId', 'gid://shopify/Cart/4');
    expect(endExpiredSignIn(expired, NOW)).toBe(false);
    expect(endSignIn(expired)).toBe(false);
    expect(expired.get('cartId')).toBe('gid://shopify/Cart/4');
  });
});

describe('a copy of the session cookie taken before a logout', () => {
  const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();

  /** The cookie a signed-in customer's browser holds, with their cart. */
  async function cookieOf(token: string): Promise<string> {
    const session = await getSession(new Request('http://shop.test/'), context);
    session.set('accessToken', token);
    session.set('accessTokenExpiresAt', IN_AN_HOUR());
    session.set('user', { firstName: 'Layla', lastName: '', email: 'layla@example.com' });
    session.set('cartId', 'gid://shopify/Cart/9?key=secret');
    session.set('checkoutUrl', 'https://shop.test/checkouts/9');
    return (await commitSession(session)).split(';')[0]!;
  }

  const read = (cookie: string, db = context) =>
    getSession(new Request('http://shop.test/cart', { headers: { Cookie: cookie } }), db);

  it('is signed out once the sign-in is listed as ended, and names no cart', async () => {
    const copy = await cookieOf('token-logged-out');
    const other = await cookieOf('token-still-signed-in');
    await recordEndedSignIn(handle.db, 'token-logged-out', IN_AN_HOUR());

    const ended = await read(copy);
    expect(isSignedIn(ended)).toBe(false);
    expect([ended.has('cartId'), ended.has('checkoutUrl'), ended.has('user')]).toEqual([false, false, false]);
    expect(ended.get('signInExpired')).toBe(true);

    const live = await read(other);
    expect(isSignedIn(live)).toBe(true);
    expect(live.get('cartId')).toBe('gid://shopify/Cart/9?key=secret');
  });

  it('keeps its sign-in when the database cannot answer, rather than failing every page', async () => {
    const broken = await openDatabase({ dataDir: 'memory://' });
    await broken.close();
    const session = await read(await cookieOf('token-db-down'), { ...context, db: broken.db });
    expect(isSignedIn(session)).toBe(true);
  });
});

describe('the list of ended sign-ins', () => {
  it('keeps a token until it would have expired, at least a token’s lifetime (a copy may have renewed it), then sweeps it', async () => {
    await recordEndedSignIn(handle.db, 'token-a', '2026-11-28T10:00:00Z', new Date('2026-11-28T09:00:00Z'));
    await recordEndedSignIn(handle.db, 'token-b', '2027-03-01T00:00:00Z', new Date('2026-11-28T09:00:00Z'));
    // 29 days on, the token its session thought would expire the next hour is still listed.
    await recordEndedSignIn(handle.db, 'token-c', '2026-12-30T00:00:00Z', new Date('2026-12-27T09:00:00Z'));
    expect(await isEndedSignIn(handle.db, 'token-a')).toBe(true);
    // 31 days on, it is swept; one that expires later is not.
    await recordEndedSignIn(handle.db, 'token-d', '2027-01-30T00:00:00Z', new Date('2026-12-29T10:00:00Z'));
    expect(await isEndedSignIn(handle.db, 'token-a')).toBe(false);
    expect(await isEndedSignIn(handle.db, 'token-b')).toBe(true);
  });

  it('lists a token its own session thought expired (a copy may not), and a token twice without failing', async () => {
    await recordEndedSignIn(handle.db, 'token-expired', '2026-11-28T08:00:00Z', new Date('2026-11-28T09:00:00Z'));
    expect(await isEndedSignIn(handle.db, 'token-expired')).toBe(true);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await recordEndedSignIn(handle.db, 'token-twice', later);
    await recordEndedSignIn(handle.db, 'token-twice', later);
    expect(await isEndedSignIn(handle.db, 'token-twice')).toBe(true);
  });
});
