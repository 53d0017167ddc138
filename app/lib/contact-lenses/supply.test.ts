import { describe, expect, it } from 'vitest';
import { readLensSupply, wearTime } from './supply';

describe('readLensSupply', () => {
  it('reads the lens count and a known schedule', () => {
    expect(readLensSupply('30', 'daily')).toEqual({ lensesPerBox: 30, schedule: 'daily' });
    expect(readLensSupply('6', 'two-weekly')).toEqual({ lensesPerBox: 6, schedule: 'two-weekly' });
  });

  it('is null without both facts, or with ones it cannot read', () => {
    expect(readLensSupply(null, 'daily')).toBeNull();
    expect(readLensSupply('30', null)).toBeNull();
    expect(readLensSupply('0', 'daily')).toBeNull();
    expect(readLensSupply('2.5', 'monthly')).toBeNull();
    expect(readLensSupply('30', 'fortnightly')).toBeNull();
    expect(readLensSupply('30', 'toString')).toBeNull();
  });
});

describe('wearTime', () => {
  it('counts one eye’s boxes in the schedule’s unit', () => {
    expect(wearTime({ lensesPerBox: 30, schedule: 'daily' }, 2, 1)).toEqual({ count: 60, unit: 'day' });
    expect(wearTime({ lensesPerBox: 6, schedule: 'two-weekly' }, 1, 1)).toEqual({ count: 12, unit: 'week' });
    expect(wearTime({ lensesPerBox: 6, schedule: 'monthly' }, 1, 1)).toEqual({ count: 6, unit: 'month' });
    expect(wearTime({ lensesPerBox: 2, schedule: 'three-monthly' }, 1, 1)).toEqual({ count: 6, unit: 'month' });
    expect(wearTime({ lensesPerBox: 2, schedule: 'yearly' }, 1, 1)).toEqual({ count: 2, unit: 'year' });
  });

  it('shares boxes between both eyes', () => {
    expect(wearTime({ lensesPerBox: 30, schedule: 'daily' }, 2, 2)).toEqual({ count: 30, unit: 'day' });
    expect(wearTime({ lensesPerBox: 90, schedule: 'daily' }, 1, 2)).toEqual({ count: 45, unit: 'day' });
  });

  it('leaves out an odd lens that cannot serve both eyes', () => {
    expect(wearTime({ lensesPerBox: 6, schedule: 'two-weekly' }, 1, 2)).toEqual({ count: 6, unit: 'week' });
    expect(wearTime({ lensesPerBox: 30, schedule: 'daily' }, 1, 2)).toEqual({ count: 15, unit: 'day' });
    expect(wearTime({ lensesPerBox: 1, schedule: 'monthly' }, 1, 2)).toEqual({ count: 0, unit: 'month' });
  });

  it('is nothing for no boxes', () => {
    expect(wearTime({ lensesPerBox: 30, schedule: 'daily' }, 0, 1)).toEqual({ count: 0, unit: 'day' });
  });
});
