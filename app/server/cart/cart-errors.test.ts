import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { StorefrontError } from '../storefront/errors';
import { runCartIntent } from './cart-action.server';
import { CART_ERRORS, cartText, failureMessage } from './cart-api.server';
import type { ShopperCart } from './cart-session.server';
import { cartToken } from './delete-cart.server';
import { cartLinkFailedMessage } from './sign-in-cart.server';

const en = i18nFor('en');
const ar = i18nFor('ar');

describe('failureMessage (SPEC §8 cart errors)', () => {
  it("words GraphQL errors as 'GraphQL Error: ...'", () => {
    const error = new StorefrontError('graphql', 'bad', { messages: ['Field x is unknown', 'Throttled'] });
    expect(en._(failureMessage(error, CART_ERRORS.fetch))).toBe('GraphQL Error: Field x is unknown, Throttled');
    expect(ar._(failureMessage(error, CART_ERRORS.fetch))).toBe('خطأ GraphQL: Field x is unknown, Throttled');
  });

  it('falls back to the SPEC words for time-outs, network and HTTP failures', () => {
    expect(en._(failureMessage(new StorefrontError('timeout', 'slow'), CART_ERRORS.fetch))).toBe('Failed to fetch cart');
    expect(en._(failureMessage(new StorefrontError('network', 'reset'), CART_ERRORS.create))).toBe('Failed to create a cart.');
    expect(en._(failureMessage(new StorefrontError('http', '502', { status: 502 }), CART_ERRORS.update))).toBe(
      'Failed to update cart.',
    );
  });

  it('lets programming errors through instead of hiding them', () => {
    expect(() => failureMessage(new TypeError('oops'), CART_ERRORS.fetch)).toThrow(TypeError);
  });
});

describe('cart messages in the page language', () => {
  it('keeps the SPEC words in English and translates them in Arabic', () => {
    expect(cartText(en, CART_ERRORS.noCartId)).toBe('No cart ID available');
    expect(cartText(en, CART_ERRORS.notFound)).toBe('Cart not found.');
    expect(cartText(ar, CART_ERRORS.notFound)).toBe('لم يتم العثور على السلة.');
  });

  it("shows the API's own words (userErrors) as the API wrote them", () => {
    expect(cartText(ar, 'The merchandise line with id 7 does not exist.')).toBe('The merchandise line with id 7 does not exist.');
  });

  it("says 'Failed to update cart: ' and the reason when linking the cart on login fails", () => {
    expect(cartLinkFailedMessage(en, CART_ERRORS.notFound)).toBe('Failed to update cart: Cart not found.');
    expect(cartLinkFailedMessage(ar, CART_ERRORS.notFound)).toBe('تعذّر تحديث السلة: لم يتم العثور على السلة.');
  });

  it("answers the cart action in the page's language", async () => {
    const shopper = (language: 'en' | 'ar') => ({ context: { language } as AppLoadContext }) as ShopperCart;
    const form = new FormData();
    form.set('intent', 'add');
    const english = await runCartIntent(shopper('en'), form);
    expect(english).toMatchObject({
      ok: false,
      reason: 'No variant selected',
      toasts: [{ kind: 'error', message: 'Failed to add product to cart', durationMs: 3000 }],
    });
    const arabic = await runCartIntent(shopper('ar'), form);
    expect(arabic).toMatchObject({
      ok: false,
      reason: 'لم يتم اختيار أي خيار للمنتج',
      toasts: [{ message: 'تعذّرت إضافة المنتج إلى السلة' }],
    });
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
