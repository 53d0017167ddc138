import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { cartText } from './cart-api.server';
import { warningMessage } from './cart-warnings';

const line = (quantity: number) => ({
  id: 'gid://shopify/CartLine/1',
  quantity,
  merchandise: { id: 'gid://shopify/ProductVariant/9' },
});
const notEnough = (target: string) => ({
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
  target,
  message: "The product 'Aviator Classic' has only 2 items available; the quantity was adjusted.",
});

function shown(language: 'en' | 'ar', quantity: number, target = 'gid://shopify/ProductVariant/9') {
  return cartText(i18nFor(language), warningMessage(notEnough(target), [line(quantity)]));
}

describe('warningMessage', () => {
  it('says how many are left, by the variant or the line the warning names', () => {
    expect(shown('en', 1)).toBe('Only 1 item is available; the quantity was adjusted.');
    expect(shown('en', 2, 'gid://shopify/CartLine/1')).toBe('Only 2 items are available; the quantity was adjusted.');
  });

  it('counts in Arabic with its plural forms', () => {
    expect(shown('ar', 1)).toBe('تتوفر قطعة واحدة فقط، فعدّلنا الكمية.');
    expect(shown('ar', 2)).toBe('تتوفر قطعتان فقط، فعدّلنا الكمية.');
    expect(shown('ar', 5)).toBe('تتوفر 5 قطع فقط، فعدّلنا الكمية.');
    expect(shown('ar', 12)).toBe('تتوفر 12 قطعة فقط، فعدّلنا الكمية.');
  });

  it("keeps the API's words when the line is not in the cart, or the warning is not one it knows", () => {
    expect(shown('ar', 2, 'gid://shopify/ProductVariant/404')).toBe(notEnough('').message);
    const other = { code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', target: 'x', message: 'Gift cards are unavailable.' };
    expect(cartText(i18nFor('ar'), warningMessage(other, []))).toBe('Gift cards are unavailable.');
  });

  it('says a sold-out product is sold out', () => {
    const soldOut = { code: 'MERCHANDISE_OUT_OF_STOCK', target: 'x', message: "The product 'X' is already sold out." };
    expect(cartText(i18nFor('ar'), warningMessage(soldOut, []))).toBe('نفدت كمية هذا المنتج.');
    expect(cartText(i18nFor('en'), warningMessage(soldOut, []))).toBe('This product is sold out.');
  });
});
