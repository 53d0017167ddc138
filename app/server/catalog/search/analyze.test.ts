import { describe, expect, it } from 'vitest';
import { analyze, codeParts, normalizeText, phraseKey, stemArabic, terms } from './analyze';

describe('search text analysis', () => {
  it('unifies Arabic letter variants, drops diacritics and tatweel, reads Arabic-Indic digits', () => {
    expect(normalizeText('أإآٱ')).toBe('اااا');
    expect(normalizeText('نظارة')).toBe('نظاره');
    expect(normalizeText('مستشفى')).toBe('مستشفي');
    expect(normalizeText('نَظّـارة')).toBe('نظاره');
    expect(normalizeText('٢٤٥٠ ۱۲')).toBe('2450 12');
    expect(normalizeText('Chloé Bollé')).toBe('chloe bolle');
  });
  it('stems the article, plurals and the feminine ending', () => {
    expect(stemArabic('النظارات')).toBe('نظار');
    expect(stemArabic('نظاره')).toBe('نظار');
    expect(stemArabic('للاطفال')).toBe('اطفال');
    expect(stemArabic('شمسيه')).toBe('شمسي');
    // Short words and brand names keep their letters.
    expect(stemArabic('برادا')).toBe('برادا');
    expect(stemArabic('وجه')).toBe('وجه');
    expect(terms('نظارة شمسية')).toEqual(terms('النظارات الشمسية'));
  });
  it('splits words at punctuation and keeps what was typed for display', () => {
    expect(terms('Ray-Ban D&G men’s')).toEqual(['ray', 'ban', 'd', 'g', 'mens']);
    expect(analyze('النظارات')).toEqual([{ term: 'نظار', surface: 'النظارات' }]);
    expect(phraseKey('Ray-Ban')).toBe(phraseKey('ray ban'));
    expect(phraseKey('رايبان')).toBe(phraseKey('راي بان'));
  });
  it('splits model codes into letters and digits', () => {
    expect(codeParts('rb1369')).toEqual(['rb', '1369']);
    expect(codeParts('gg0162s')).toEqual(['gg', '0162', 's']);
  });
});
