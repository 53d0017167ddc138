import { describe, expect, it } from 'vitest';
import { countryName, countryNames } from './shipping-countries.server';

describe('country names', () => {
  it('names a country by its code in each language', () => {
    expect(countryName('AE')).toBe('United Arab Emirates');
    expect(countryName('AE', 'ar')).toBe('الإمارات العربية المتحدة');
    expect(countryName('KW', 'ar')).toBe('الكويت');
  });

  it('maps stored English names to the page language, and leaves English pages as stored', () => {
    const stored = [
      { name: 'United Arab Emirates', code: 'AE' },
      // Shopify's own spelling stays the key: it is what the address holds.
      { name: 'Korea, Republic of', code: 'KR' },
      { name: null, code: 'SA' },
      { name: 'Atlantis', code: null },
    ];
    expect(countryNames('ar', stored)).toEqual({
      'United Arab Emirates': 'الإمارات العربية المتحدة',
      'Korea, Republic of': 'كوريا الجنوبية',
    });
    expect(countryNames('en', stored)).toEqual({});
  });
});
