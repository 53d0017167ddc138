import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { buildVocabulary, editDistance } from './spelling';

describe('edit distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('avaitor', 'aviator')).toBe(1);
    expect(editDistance('parda', 'prada')).toBe(1);
    expect(editDistance('raybn', 'rayban')).toBe(1);
    expect(editDistance('female', 'male')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('vocabulary', () => {
  const vocabulary = buildVocabulary(
    analyze('Aviator Classic Round Optical round aviator'),
    new Map([
      ['rayban', { display: 'rayban', concept: true, brand: true }],
      ['air', { display: 'air', concept: false, brand: false }],
    ]),
  );

  it('knows whole words and the start of one', () => {
    expect(vocabulary.knows('aviator')).toBe(true);
    expect(vocabulary.knows('avia')).toBe(true);
    expect(vocabulary.knows('a')).toBe(false);
    expect(vocabulary.knows('avaitor')).toBe(false);
  });
  it('respells within reach: close for search, far only for an offer', () => {
    expect(vocabulary.corrections('avaitor', 'close')[0]).toEqual({ term: 'aviator', surface: 'aviator' });
    expect(vocabulary.corrections('raiben', 'close')[0]?.term).toBe('rayban');
    expect(vocabulary.corrections('reibaan', 'close')).toEqual([]);
    expect(vocabulary.corrections('reibaan', 'far')[0]?.term).toBe('rayban');
    // A brand's name spelt by ear, two edits from 4 letters when its first letter is right.
    expect(vocabulary.corrections('raibn', 'close')[0]?.term).toBe('rayban');
    expect(vocabulary.corrections('aibn', 'close')).toEqual([]);
    // Two edits on a short word that starts differently are a different word: 'dior' is not 'air'.
    expect(vocabulary.corrections('dior', 'far')).toEqual([]);
    expect(vocabulary.corrections('aior', 'far')[0]?.term).toBe('air');
    // Too short to guess, and model numbers are never respelt.
    expect(vocabulary.corrections('rnd', 'close')).toEqual([]);
    expect(vocabulary.corrections('rb13', 'far')).toEqual([]);
  });
});
