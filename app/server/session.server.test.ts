import { describe, expect, it } from 'vitest';
import { getSession, returnPath } from './session.server';

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
