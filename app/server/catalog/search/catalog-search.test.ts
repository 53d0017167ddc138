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
  it('finds a price typed as the shop shows it: currency, thousands separator, decimals', () => {
    for (const typed of ['2,450', 'AED 2,450.00', '2450.00', 'د.إ ٢٬٤٥٠٫٠٠', 'usd 2450'])
      expect(ids(typed), typed).toEqual(['gucci-cat']);
    const { search: inKuwait } = buildSearch([
      item({ id: 'kwd', title: 'Oval', price: 18.5 }),
      item({ id: 'other', title: 'Round', price: 185 }),
    ]);
    expect(inKuwait('KWD 18.500').items.map((i) => i.id)).toEqual(['kwd']);
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
  it('finds a product by a shape or feature its own title names, after those whose data has it', () => {
    const { search: find } = buildSearch([
      item({ id: 'oval', title: 'Persol PO3092 Oval', vendor: 'Persol', frameDesigns: ['oval'] }),
      item({ id: 'lifted', title: 'Persol PO7972 Lifted Oval', vendor: 'Persol', frameDesigns: ['semi-cateye'] }),
      item({ id: 'cat', title: 'Prada PR 79CV Cat-Eye', vendor: 'Prada', frameDesigns: ['cat-eye'] }),
      item({ id: 'half', title: 'Prada PR 68XS Half-Rim Cat-Eye', vendor: 'Prada', frameDesigns: ['semi-cateye'] }),
      item({ id: 'soft', title: 'Prada PR 11YS Soft Frame', vendor: 'Prada', frameDesigns: ['semi-cateye'] }),
      item({ id: 'metal', title: 'Tommy Hilfiger TH4008 Round Metal', vendor: 'Tommy Hilfiger', fabrics: ['Titanium'] }),
      item({ id: 'square', title: 'Prada PR 01 Square', vendor: 'Prada', frameDesigns: ['square'] }),
    ]);
    const found = (query: string) => find(query).items.map((i) => i.id);
    expect(found('persol oval')).toEqual(['oval', 'lifted']);
    expect(found('Persol PO7972 Lifted Oval')).toEqual(['lifted']);
    // A semi cat-eye is a cat-eye too, after the cat-eyes, whether or not its title says so.
    expect(found('prada cat eye')).toEqual(['cat', 'half', 'soft']);
    expect(found('prada cateye')).toEqual(['cat', 'half', 'soft']);
    expect(found('semi cat eye').sort()).toEqual(['half', 'lifted', 'soft']);
    expect(found('Tommy Hilfiger TH4008 Round Metal')).toEqual(['metal']);
    expect(found('metal')).toEqual(['oval', 'lifted', 'cat', 'half', 'soft', 'square', 'metal']);
    expect(found('prada square')).toEqual(['square']);
  });
  it('reads frame as eyeglasses only when no other product type is named', () => {
    expect(ids('frames')).toEqual(ids('eyeglasses'));
    expect(ids('black frames')).toEqual(ids('black eyeglasses'));
    expect(ids('gold frame sunglasses')).toEqual(ids('gold sunglasses'));
    expect(ids('gold frame sunglasses')).toEqual(['rb-aviator']);
  });
  it('finds a model code typed with a space or hyphen before its letter suffix', () => {
    for (const query of ['GG0162S', 'gg 0162s', 'GG-0162S', '0162s', 'gucci 0162s'])
      expect(ids(query), query).toEqual(['gucci-cat']);
    expect(ids('pr 17ws')).toEqual(['prada-round']);
  });
  it('respells a brand typed in pieces as a whole, brands first', () => {
    expect(ids('ray ben')).toEqual(['rb-aviator']);
    expect(search('ray ben').didYouMean).toBe('ray ban');
    expect(ids('rai ban')).toEqual(['rb-aviator']);
    expect(ids('cartir square')).toEqual(['cartier-sq']);
    // A last letter still being typed is left alone.
    expect(search('ray b').didYouMean).toBeNull();
    expect(search('gucci c', { offerCorrection: false }).didYouMean).toBeNull();
  });
  it('reads full-width letters and digits as plain ones', () => {
    expect(ids('ｒａｙｂａｎ')).toEqual(['rb-aviator']);
    expect(ids('ＧＧ０１６２Ｓ')).toEqual(['gucci-cat']);
  });
  it('finds an Arabic page’s products by the English title too', () => {
    const english = item({ id: 'tiffany', title: 'Tiffany & Co. TF3807 Aviator Classic', vendor: 'Tiffany & Co.' });
    const arabic = item({ ...english, title: 'نظارة شمسية تيفاني آند كو TF3807 أفياتور كلاسيك' });
    const other = item({ id: 'other', title: 'نظارة شمسية راي بان RB1369 مربعة بحجم كبير' });
    const shown = withBaseFacets(arabic, english);
    expect(shown.title).toBe(arabic.title);
    const { search: inArabic } = buildSearch([shown, other]);
    for (const words of ['classic', 'tiffany classic', 'Tiffany & Co. TF3807 Aviator Classic', 'كلاسيك', 'tf3807'])
      expect(
        inArabic(words).items.map((i) => i.id),
        words,
      ).toEqual(['tiffany']);
  });
  it('with nothing found, offers a query that finds something', () => {
    expect(search('cartierr round')).toEqual({ items: [], didYouMean: null });
    expect(search('cheap cartier')).toEqual({ items: [], didYouMean: 'cartier' });
    expect(search('cheap cartier', { offerCorrection: false })).toEqual({ items: [], didYouMean: null });
  });
});
