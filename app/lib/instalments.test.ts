import { describe, expect, it } from 'vitest';
import { instalmentAmount, offersInstalments } from './instalments';

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
});
