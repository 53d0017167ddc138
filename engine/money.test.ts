import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, displayMoney, formatDecimal, fromFils, pricingFor } from './money.ts';

describe('money', () => {
  it('prints amounts like Shopify’s Decimal', () => {
    expect(formatDecimal(12000, 'AED')).toBe('120.0');
    expect(formatDecimal(2999, 'AED')).toBe('29.99');
    expect(formatDecimal(3250, 'USD')).toBe('32.5');
    expect(formatDecimal(0, 'SAR')).toBe('0.0');
    expect(formatDecimal(205021, 'KWD')).toBe('205.021');
    expect(formatDecimal(5000, 'KWD')).toBe('5.0');
  });

  it('converts AED fils at the fixed rates, rounding to the minor unit', () => {
    const kwd = pricingFor('KWD', DEFAULT_RATES);
    expect(fromFils(245000, kwd)).toBe(205021); // 2450 / 11.95 = 205.0209…
    expect(fromFils(36725, pricingFor('USD', DEFAULT_RATES))).toBe(10000);
    expect(fromFils(12345, pricingFor('AED', DEFAULT_RATES))).toBe(12345);
  });

  it('formats money for people', () => {
    expect(displayMoney(130000, 'AED')).toBe('AED 1,300.00');
    expect(displayMoney(12971, 'KWD')).toBe('KWD 12.971');
  });
});
