import { describe, expect, it } from 'vitest';
import { stockBadge } from './stock';

describe('stockBadge', () => {
  it('names the SPEC thresholds', () => {
    expect(stockBadge(0)).toBe('Out of stock');
    expect(stockBadge(1)).toBe('Only one left in stock');
    expect(stockBadge(2)).toBe('Only two left in stock');
    expect(stockBadge(3)).toBeNull();
    expect(stockBadge(null)).toBeNull();
  });
});
