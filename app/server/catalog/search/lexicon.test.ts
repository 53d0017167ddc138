import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { buildLexicon, meaningful, segment } from './lexicon';

const lexicon = buildLexicon(['Ray-Ban', 'Dolce & Gabbana', 'Acme Optics']);
const read = (text: string) =>
  segment(meaningful(analyze(text)), lexicon.concepts, lexicon.longest).map(
    (part) => part.match ?? part.tokens.map((t) => t.term).join(' '),
  );

describe('lexicon', () => {
  it('names types, genders, shapes, features and the catalog’s brands, with their aliases', () => {
    expect(read('sunglasses')).toEqual([{ facet: 'type', values: ['Sunglasses'] }]);
    expect(read('reading glasses')).toEqual([{ facet: 'type', values: ['Reading-glass'] }]);
    expect(read('men')).toEqual([{ facet: 'gender', values: ['male'] }]);
    // A semi cat-eye is a cat-eye too, after the cat-eyes themselves (vocabulary.json's nearShapes).
    expect(read('cat-eye')).toEqual([{ facet: 'shape', values: ['cat-eye'], near: ['semi-cateye'] }]);
    expect(read('blue light')).toEqual([{ facet: 'feature', values: ['bluelight'] }]);
    expect(read('d&g')).toEqual([{ facet: 'brand', values: ['Dolce & Gabbana'] }]);
    expect(read('راي بان')).toEqual([{ facet: 'brand', values: ['Ray-Ban'] }]);
    // A vendor without aliases is still a brand; an alias of a brand the shop does not sell is not.
    expect(read('acme optics')).toEqual([{ facet: 'brand', values: ['Acme Optics'] }]);
    expect(read('ysl')).toEqual(['ysl']);
  });
  it('takes the longest phrase, joined or split, and skips stopwords', () => {
    expect(read('rayban aviator')).toEqual([
      { facet: 'brand', values: ['Ray-Ban'] },
      { facet: 'shape', values: ['aviator'] },
    ]);
    expect(read('semi cat eye')).toEqual([{ facet: 'shape', values: ['semi-cateye'] }]);
    expect(read('sunglasses for men')).toHaveLength(2);
    // A currency sign is dropped whole; its letters alone are words like any other.
    expect(meaningful(analyze('د.إ 450 ر.س')).map((token) => token.term)).toEqual(['450']);
    expect(meaningful(analyze('س ك')).map((token) => token.term)).toEqual(['س', 'ك']);
  });
  it('rewrites synonyms into the shop’s words', () => {
    const rewrite = (text: string) =>
      segment(meaningful(analyze(text)), lexicon.synonyms, lexicon.longest)
        .flatMap((part) => part.match ?? part.tokens)
        .map((t) => t.term)
        .join(' ');
    expect(rewrite('shades')).toBe('sunglasses');
    expect(rewrite('contacts')).toBe('contact lenses');
    expect(rewrite('polarised ladies')).toBe('polarized women');
    expect(rewrite('نظارة شمسية')).toBe('sunglasses');
    // Colours agree with a feminine noun ('نظارة سوداء'); the catalog names them in the masculine.
    expect(rewrite('سوداء بيضاء حمراء زرقاء خضراء صفراء')).toBe(rewrite('أسود أبيض أحمر أزرق أخضر أصفر'));
    expect(rewrite('النظارة السوداء')).toBe(rewrite('نظارة أسود'));
  });
  it('knows the words that name a type only when no other type is named', () => {
    expect([...lexicon.typeOnlyAlone].sort()).toEqual(['frame', 'frames']);
  });
});
