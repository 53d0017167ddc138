import { describe, expect, it } from 'vitest';
import { fromFirstVisible, isBlank } from './visible-text';

describe('isBlank', () => {
  it.each([
    ['empty', ''],
    ['spaces and line breaks', ' \t\r\n\u00a0\u3000'],
    ['zero-width characters and marks of direction', '\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202e'],
    ['the Hangul filler U+3164', '\u3164'],
    ['the Hangul choseong filler U+115F', '\u115f'],
    ['the Hangul jungseong filler U+1160', '\u1160'],
    ['the halfwidth Hangul filler U+FFA0', '\uffa0'],
    ['the blank braille pattern U+2800', '\u2800'],
    ['a combining grapheme joiner, variation selector and soft hyphen', '\u034f\ufe0f\u00ad'],
    ['a mix of them all', ' \u3164\u115f\u2800\u200b\u1160\uffa0 '],
  ])('is true for %s', (_, text) => {
    expect(isBlank(text)).toBe(true);
  });

  it.each([
    ['a letter', 'a'],
    ['Arabic', 'جيد'],
    ['an emoji with a joiner', '👩‍👩‍👧'],
    ['a letter among fillers', '\u3164x\u2800'],
    ['a full braille cell', '\u2801'],
    ['a dot', '.'],
  ])('is false for %s', (_, text) => {
    expect(isBlank(text)).toBe(false);
  });
});

describe('fromFirstVisible', () => {
  it('drops invisible characters before the first visible one only', () => {
    expect(fromFirstVisible('\u200b\u3164 Haddad\u200b')).toBe('Haddad\u200b');
    expect(fromFirstVisible('❤️')).toBe('❤️');
    expect(fromFirstVisible('\u2800')).toBe('');
  });
});
