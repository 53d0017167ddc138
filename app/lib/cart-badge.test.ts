import { describe, expect, it } from 'vitest';
import { cartBadgeText } from './cart-badge';

describe('cartBadgeText', () => {
  it('shows nothing for an empty cart', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(-3)).toBeNull();
    expect(cartBadgeText(Number.NaN)).toBeNull();
  });

  it('shows the count up to 99', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(42)).toBe('42');
    expect(cartBadgeText(99)).toBe('99');
  });

  it("shows '99+' above 99", () => {
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(12_345)).toBe('99+');
  });
});
