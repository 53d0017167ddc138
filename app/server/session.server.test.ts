import { describe, expect, it } from 'vitest';
import { endExpiredSignIn, endSignIn, getSession, returnPath } from './session.server';

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
    const first = await getSession(request);
    first.set('cartId', 'gid://shopify/Cart/1');
    expect(await getSession(request)).toBe(first);
    const other = await getSession(new Request('http://shop.test/cart'));
    expect(other).not.toBe(first);
    expect(other.get('cartId')).toBeUndefined();
  });
});

describe('the end of a sign-in', () => {
  const NOW = Date.parse('2026-11-27T12:00:00Z');

  async function signedIn(expiresAt: string) {
    const session = await getSession(new Request('http://shop.test/cart'));
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

    const guest = await getSession(new Request('http://shop.test/cart'));
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
