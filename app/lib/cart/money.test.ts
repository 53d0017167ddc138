import { describe, expect, it } from 'vitest';
import { pairTotal, priceDifference } from './money';

describe('cart money', () => {
  it('adds frame and lenses exactly in minor units', () => {
    expect(pairTotal('0.1', '0.2', 'AED')).toBe('0.30');
    expect(pairTotal('104.603', '37.657', 'KWD')).toBe('142.260');
    expect(pairTotal('450.0', null, 'AED')).toBe('450.00');
    expect(priceDifference('37.657', '25.105', 'KWD')).toBe('12.552');
    expect(priceDifference('10', '25', 'AED')).toBe('0.00');
  });
});
