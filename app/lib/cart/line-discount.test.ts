import { describe, expect, it } from 'vitest';
import { lineDiscountPercent } from './line-discount';

const aed = (amount: string) => ({ amount, currencyCode: 'AED' });

describe('lineDiscountPercent (SPEC §9 line card)', () => {
  it('is (compare-at − price) / compare-at × 100 to 2 decimals', () => {
    expect(lineDiscountPercent(aed('220'), aed('260'))).toBe('15.38');
    expect(lineDiscountPercent(aed('785'), aed('960'))).toBe('18.23');
    expect(lineDiscountPercent(aed('50'), aed('100'))).toBe('50.00');
    expect(lineDiscountPercent({ amount: '17.975', currencyCode: 'KWD' }, { amount: '21.150', currencyCode: 'KWD' })).toBe(
      '15.01',
    );
  });

  it('is 0 when either price is missing', () => {
    expect(lineDiscountPercent(aed('220'), null)).toBe('0');
    expect(lineDiscountPercent(null, aed('260'))).toBe('0');
    expect(lineDiscountPercent(undefined, undefined)).toBe('0');
  });

  it('is 0 for a zero compare-at rather than dividing by zero', () => {
    expect(lineDiscountPercent(aed('10'), aed('0'))).toBe('0');
  });

  it('is 0.00 when the prices are equal', () => {
    expect(lineDiscountPercent(aed('10'), aed('10'))).toBe('0.00');
  });
});
