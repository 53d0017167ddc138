import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { suggestionsStatus } from './suggestions-status';

const suggestion = (handle: string) => ({
  handle,
  title: handle,
  vendor: 'Ray-Ban',
  price: 500,
  currencyCode: 'AED',
  image: null,
});

describe('the suggestions’ live status', () => {
  const en = i18nFor('en');
  it('says how many suggestions arrived, or that none did', () => {
    expect(suggestionsStatus(en, { suggestions: [suggestion('a')], didYouMean: null })).toBe('1 suggestion');
    const eight = Array.from({ length: 8 }, (_, i) => suggestion(`p${i}`));
    expect(suggestionsStatus(en, { suggestions: eight, didYouMean: null })).toBe('8 suggestions');
    expect(suggestionsStatus(en, { suggestions: [], didYouMean: null })).toBe('No suggestions');
  });
  it('says first what a respelt query shows results for', () => {
    expect(suggestionsStatus(en, { suggestions: [suggestion('a'), suggestion('b')], didYouMean: 'rayban' })).toBe(
      'Showing results for “rayban”. 2 suggestions',
    );
  });
  it('speaks the page’s language, with Arabic plural forms', () => {
    const ar = i18nFor('ar');
    const status = (count: number) =>
      suggestionsStatus(ar, { suggestions: Array.from({ length: count }, (_, i) => suggestion(String(i))), didYouMean: null });
    expect(status(2)).toBe('اقتراحان');
    expect(status(3)).toBe('3 اقتراحات');
    expect(status(11)).toBe('11 اقتراحًا');
  });
});
