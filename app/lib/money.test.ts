import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, roundToMinor, savingAmount } from './money';

describe('discountPercent (product card badge)', () => {
  it('rounds to an integer percent', () => {
    expect(discountPercent('750', '1000')).toBe(25);
    expect(discountPercent(299.5, 399)).toBe(25); // 24.94 → 25
    expect(discountPercent(100, 300)).toBe(67); // 66.67 → 67
  });
  it('is 0 without a saving or a price', () => {
    expect(discountPercent('100', null)).toBe(0);
    expect(discountPercent(null, '100')).toBe(0);
    expect(discountPercent(120, 100)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
  });
});

describe('currency rounding', () => {
  it('rounds to the minor unit of each currency', () => {
    expect(roundToMinor(1.005, 'AED')).toBe(1.01);
    expect(roundToMinor(12.3456, 'KWD')).toBe(12.346);
    expect(roundToMinor(2.675, 'SAR')).toBe(2.68);
  });
  it('formats with the currency code and its digits', () => {
    expect(formatMoney('1250', 'AED')).toBe('AED 1,250.00');
    expect(formatMoney('104.6025', 'KWD')).toBe('KWD 104.603');
    expect(formatMoney('32.5', 'USD')).toBe('USD 32.50');
  });
  it('names the currency in Arabic on Arabic pages, keeping Latin digits', () => {
    const plain = (text: string) => text.replace(/\u200f/g, '');
    expect(plain(formatMoney('1250', 'AED', 'ar'))).toBe('1,250.00 د.إ.');
    expect(plain(formatMoney('104.6025', 'KWD', 'ar'))).toBe('104.603 د.ك.');
    expect(plain(formatMoney('99', 'SAR', 'ar'))).toBe('99.00 ر.س.');
    expect(plain(formatMoney('32.5', 'USD', 'ar'))).toBe('32.50 US$');
  });
  it('computes the saving in the currency', () => {
    expect(savingAmount(750, 1000, 'AED')).toBe(250);
    expect(savingAmount(10.1234, 12.5, 'KWD')).toBe(2.377);
    expect(savingAmount(10, null, 'AED')).toBe(0);
  });
});
