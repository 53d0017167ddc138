import { describe, expect, it } from 'vitest';
import { analyze, codeParts, codeTails, normalizeText, phraseKey, stemArabic, terms } from './analyze';

describe('search text analysis', () => {
  it('unifies Arabic letter variants, drops diacritics and tatweel, reads Arabic-Indic digits', () => {
    expect(normalizeText('أإآٱ')).toBe('اااا');
    expect(normalizeText('نظارة')).toBe('نظاره');
    expect(normalizeText('مستشفى')).toBe('مستشفي');
    expect(normalizeText('نَظّـارة')).toBe('نظاره');
    expect(normalizeText('٢٤٥٠ ۱۲')).toBe('2450 12');
    expect(normalizeText('Chloé Bollé')).toBe('chloe bolle');
    // Full-width (an East Asian keyboard) and Arabic presentation forms read as the plain letters.
    expect(normalizeText('ｒａｙｂａｎ ＲＢ１３６９')).toBe('rayban rb1369');
    expect(normalizeText('ﻧﻈﺎﺭﺓ')).toBe('نظاره');
    expect(terms('ＲＢ１３６９ ｇｇ－０１６２ｓ')).toEqual(['rb1369', 'gg', '0162s']);
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
  it('reads a price as the index keeps it, and leaves other runs of numbers to split whole', () => {
    expect(terms('2,600.00 1,234,567 ٢٬٤٥٠٫٠٠')).toEqual(['2600', '1234567', '2450']);
    expect(terms('18.500')).toEqual(terms('18.5'));
    // A frame's size and a version are numbers apart, not a price: 20 stays 20, 0 stays 0.
    expect(terms('50.20.140')).toEqual(['50', '20', '140']);
    expect(terms('52,18,145')).toEqual(['52', '18', '145']);
    expect(terms('2.0.1')).toEqual(['2', '0', '1']);
  });
  it('splits model codes into letters and digits', () => {
    expect(codeParts('rb1369')).toEqual(['rb', '1369']);
    expect(codeParts('gg0162s')).toEqual(['gg', '0162', 's']);
  });
  it('reads a model code from each digit run on, as typed after a space', () => {
    expect(codeTails('gg0162s')).toEqual(['0162s']);
    expect(codeTails('a1b2c')).toEqual(['1b2c', '2c']);
    expect(codeTails('rb1369')).toEqual([]);
    expect(codeTails('1369')).toEqual([]);
    expect(codeTails('17ws')).toEqual([]);
  });
});
