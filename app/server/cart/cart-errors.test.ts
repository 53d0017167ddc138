import { describe, expect, it } from 'vitest';
import { StorefrontError } from '../storefront/errors';
import { CART_ERRORS, failureMessage } from './cart-api.server';
import { cartToken } from './delete-cart.server';

describe('failureMessage (SPEC §8 cart errors)', () => {
  it("words GraphQL errors as 'GraphQL Error: ...'", () => {
    const error = new StorefrontError('graphql', 'bad', { messages: ['Field x is unknown', 'Throttled'] });
    expect(failureMessage(error, CART_ERRORS.fetch)).toBe('GraphQL Error: Field x is unknown, Throttled');
  });

  it('falls back to the SPEC words for time-outs, network and HTTP failures', () => {
    expect(failureMessage(new StorefrontError('timeout', 'slow'), CART_ERRORS.fetch)).toBe('Failed to fetch cart');
    expect(failureMessage(new StorefrontError('network', 'reset'), CART_ERRORS.create)).toBe('Failed to create a cart.');
    expect(failureMessage(new StorefrontError('http', '502', { status: 502 }), CART_ERRORS.update)).toBe('Failed to update cart.');
  });

  it('lets programming errors through instead of hiding them', () => {
    expect(() => failureMessage(new TypeError('oops'), CART_ERRORS.fetch)).toThrow(TypeError);
  });
});

describe('cartToken', () => {
  it('reads the token from a gid, a gid with its key, or the token itself', () => {
    expect(cartToken('gid://shopify/Cart/abc123?key=secret')).toBe('abc123');
    expect(cartToken('gid://shopify/Cart/abc123')).toBe('abc123');
    expect(cartToken('abc123')).toBe('abc123');
    expect(cartToken('')).toBe('');
  });
});
