import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { instalmentAmount, instalmentSchedule, offersInstalments } from './instalments';
import { roundToMinor } from './money';

describe('instalments (Split 4 payments)', () => {
  it('are offered for AED, KWD and SAR only', () => {
    expect(offersInstalments('AED')).toBe(true);
    expect(offersInstalments('KWD')).toBe(true);
    expect(offersInstalments('SAR')).toBe(true);
    expect(offersInstalments('USD')).toBe(false);
    expect(instalmentAmount(100, 'USD')).toBeNull();
  });
  it('divide by 4 and round to the minor unit', () => {
    expect(instalmentAmount(62, 'AED')).toBe(15.5); // SPEC's sample: 15.50
    expect(instalmentAmount(249.5, 'AED')).toBe(62.38); // 62.375
    expect(instalmentAmount(10.001, 'KWD')).toBe(2.5); // 2.50025
    expect(instalmentAmount(104.603, 'KWD')).toBe(26.151); // 26.15075
    expect(instalmentAmount(99.99, 'SAR')).toBe(25); // 24.9975
  });
  it('are null for a free or broken price', () => {
    expect(instalmentAmount(0, 'AED')).toBeNull();
    expect(instalmentAmount(Number.NaN, 'AED')).toBeNull();
  });
  it('schedule four payments that add up to the price, the last taking the rounding', () => {
    expect(instalmentSchedule(439.5, 'AED')).toEqual([109.88, 109.88, 109.88, 109.86]);
    expect(instalmentSchedule(144.77, 'KWD')).toEqual([36.193, 36.193, 36.193, 36.191]);
    expect(instalmentSchedule(100, 'USD')).toBeNull();
    // 0.01 each would leave -0.01 for the last of AED 0.02, 0.02 each nothing for the last of AED 0.06.
    expect(instalmentSchedule(0.02, 'AED')).toBeNull();
    expect(instalmentSchedule(0.06, 'AED')).toBeNull();
    expect(instalmentSchedule(0.07, 'AED')).toEqual([0.02, 0.02, 0.02, 0.01]);
    for (const currency of ['AED', 'SAR', 'KWD']) {
      const minor = currency === 'KWD' ? 1000 : 100;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000_000 }), (units) => {
          const price = units / minor;
          const schedule = instalmentSchedule(price, currency);
          // Only a price of a few minor units may go without: rounding would leave its last payment nothing.
          if (schedule === null) {
            expect(units).toBeLessThan(7);
            return;
          }
          expect(schedule.every((payment) => payment > 0)).toBe(true);
          const paid = schedule.reduce((sum, payment) => sum + Math.round(payment * minor), 0);
          expect(paid).toBe(units);
          expect(schedule.slice(0, 3).every((payment) => payment === instalmentAmount(price, currency))).toBe(true);
          expect(schedule[3]).toBe(roundToMinor(schedule[3]!, currency));
        }),
      );
    }
  });
});
