import { describe, expect, it } from 'vitest';
import { reviewerName } from './request.server';

describe('reviewerName', () => {
  it('is the first name and the surname’s initial', () => {
    expect(reviewerName('Layla', 'Haddad')).toBe('Layla H.');
    expect(reviewerName('ليلى', 'حداد')).toBe('ليلى ح.');
    expect(reviewerName('Layla', '')).toBe('Layla');
    expect(reviewerName(null, null)).toBe('Customer');
  });

  it('takes the surname’s first character whole, never half of it', () => {
    expect(reviewerName('Revc', '😀Smith')).toBe('Revc 😀.');
    expect(reviewerName('Ana', '🇦🇪 Emirati')).toBe('Ana 🇦🇪.');
    expect(reviewerName('Zoe', 'E\u0301lan')).toBe('Zoe E\u0301.');
  });

  it('takes a name of invisible characters alone for no name, and skips them before the initial', () => {
    expect(reviewerName('\u200b', 'Haddad')).toBe('H.');
    expect(reviewerName('\u3164', '\u115f')).toBe('Customer');
    expect(reviewerName('Layla', '\u200b\u2800Haddad')).toBe('Layla H.');
    expect(reviewerName('Layla', '\u3164')).toBe('Layla');
  });
});
