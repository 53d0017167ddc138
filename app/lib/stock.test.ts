import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { stockBadge } from './stock';

const badge = (language: 'en' | 'ar', quantity: number | null) => {
  const message = stockBadge(quantity);
  return message && i18nFor(language)._(message);
};

describe('stockBadge', () => {
  it('names the SPEC thresholds', () => {
    expect(badge('en', 0)).toBe('Out of stock');
    expect(badge('en', -1)).toBe('Out of stock');
    expect(badge('en', 1)).toBe('Only one left in stock');
    expect(badge('en', 2)).toBe('Only two left in stock');
    expect(badge('en', 3)).toBeNull();
    expect(badge('en', null)).toBeNull();
  });

  it('speaks Arabic on Arabic pages', () => {
    expect(badge('ar', 0)).toBe('نفدت الكمية');
    expect(badge('ar', 1)).toBe('بقيت قطعة واحدة فقط');
    expect(badge('ar', 2)).toBe('بقيت قطعتان فقط');
  });
});
