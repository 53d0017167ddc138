import { describe, expect, it } from 'vitest';
import { clampPrice, stepPrice } from './price-range';

describe('price inputs', () => {
  it('keep min ≥ 0 and ≤ max, max ≥ 1 and ≥ min', () => {
    expect(clampPrice('min', -10, 6000)).toBe(0);
    expect(clampPrice('min', 7000, 6000)).toBe(6000);
    expect(clampPrice('max', 0, 0)).toBe(1);
    expect(clampPrice('max', 100, 500)).toBe(500);
    expect(clampPrice('min', 99.6, 6000)).toBe(100);
  });
  it('step by 50 with the arrow keys', () => {
    expect(stepPrice('min', 0, 1, 6000)).toBe(50);
    expect(stepPrice('min', 0, -1, 6000)).toBe(0);
    expect(stepPrice('max', 6000, 1, 0)).toBe(6050);
    expect(stepPrice('max', 100, -1, 80)).toBe(80);
  });
});
