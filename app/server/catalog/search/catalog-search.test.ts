import { describe, expect, it } from 'vitest';
import { fixtureItems, item } from '../fixtures';
import { withBaseFacets } from '../to-item';
import { buildSearch } from './catalog-search';

const { search } = buildSearch(fixtureItems);
const ids = (query: string) => search(query).items.map((i) => i.id);

describe('catalog search', () => {
  it('lists everything for an empty query only', () => {
    expect(search('').items).toHaveLength(fixtureItems.length);
    expect(search('   ').items).toHaveLength(fixtureItems.length);
    // Words that say nothing find nothing, rather than the whole catalog under 'For “for the”'.
    expect(search('  for the  ').items).toEqual([]);
  });
  it('matches price, title, vendor and metafields', () => {
    expect(ids('2450')).toEqual(['gucci-cat']);
    expect(ids('aviator')[0]).toBe('rb-aviator');
    expect(ids('gucci')).toEqual(['gucci-cat']);
    expect(ids('tortoise')).toEqual(['gucci-cat']);
    expect(ids('acetate')).toEqual(['gucci-cat']);
  });
  it('matches prefixes and forgives typos', () => {
    expect(ids('avia')[0]).toBe('rb-aviator');
    expect(ids('avaitor')[0]).toBe('rb-aviator');
    expect(ids('cartir')).toEqual(['cartier-sq']);
  });
  it('finds an Arabic page’s products by the colour and material names it shows, though its filters keep the English', () => {
    const arabic = { id: 'matte-black', title: 'بربري BE3227' };
    const english = item({ ...arabic, frameColors: ['Black'], colorPatterns: ['Matte'], fabrics: ['Metal'] });
    const translated = item({ ...arabic, frameColors: ['أسود'], colorPatterns: ['مطفي'], fabrics: ['معدن'] });
    const shown = withBaseFacets(translated, english);
    expect(shown.frameColors).toEqual(['Black']);
    const other = item({ id: 'other', title: 'راي بان', frameColors: ['Gold'], colorPatterns: [], fabrics: ['Acetate'] });
    const { search: inArabic } = buildSearch([shown, other]);
    for (const words of ['أسود', 'اسود', 'مطفي', 'معدن'])
      expect(
        inArabic(words).items.map((i) => i.id),
        words,
      ).toEqual(['matte-black']);
  });

  it('matches the Arabic name, with alef variants', () => {
    expect(ids('افياتور')).toEqual(['rb-aviator']);
    expect(ids('راي بان')).toEqual(['rb-aviator']);
  });
  it('finds nothing for nonsense', () => {
    expect(ids('zzqx')).toEqual([]);
  });
});

describe('what shoppers type', () => {
  it('narrows by a type, gender or shape word when other words are present', () => {
    expect(ids('eyeglasses')).toEqual(['prada-round', 'cartier-sq']);
    expect(ids('square eyeglasses')).toEqual(['cartier-sq']);
    expect(ids('mens eyeglasses')).toEqual(['cartier-sq', 'prada-round']);
    expect(ids('women sunglasses')).toEqual(['gucci-cat']);
  });
  it('puts first the products whose title names what was asked for', () => {
    const pilots = buildSearch([
      item({ id: 'pilot', title: 'Double Bridge Pilot' }),
      item({ id: 'classic', title: 'Aviator Classic' }),
    ]);
    expect(pilots.search('aviator').items.map((i) => i.id)).toEqual(['classic', 'pilot']);
    expect(pilots.search('avaitor').items.map((i) => i.id)).toEqual(['classic', 'pilot']);
  });
  it('reads a half-typed last word as the one name it can only be', () => {
    expect(ids('eyegla')).toEqual(ids('eyeglasses'));
    expect(ids('rimless eye gla')).toEqual(ids('rimless eyeglasses'));
    expect(search('eyegla').didYouMean).toBeNull();
    // 'gol' could be a colour or anything golden: it stays text.
    expect(ids('gol')).toEqual(['rb-aviator']);
  });
  it('says what it understood when it respelt a word', () => {
    expect(search('guci').didYouMean).toBe('gucci');
    expect(search('gucci').didYouMean).toBeNull();
  });
  it('with nothing found, offers a query that finds something', () => {
    expect(search('cartierr round')).toEqual({ items: [], didYouMean: null });
    expect(search('cheap cartier')).toEqual({ items: [], didYouMean: 'cartier' });
    expect(search('cheap cartier', { offerCorrection: false })).toEqual({ items: [], didYouMean: null });
  });
});
