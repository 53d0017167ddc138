import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import { filterLabels } from './filter';
import { fixtureItems } from './fixtures';
import { buildSearch } from './search/catalog-search';
import { MAX_QUERY_LENGTH } from '~/lib/catalog/search-text';
import { searchResults, suggestionItems } from './search-results';

const catalog = { items: fixtureItems, search: buildSearch(fixtureItems).search };
const page = (text: string, url = '') =>
  searchResults(catalog, text, parseShopQuery(new URLSearchParams(url)), filterLabels(i18nFor('en')));
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('search results page data', () => {
  it('applies the shop’s filters and sort from the URL to the results', () => {
    expect(ids(page('eyeglasses').items)).toEqual(['cartier-sq', 'prada-round']);
    expect(ids(page('eyeglasses', 'sort=price_low_high').items)).toEqual(['prada-round', 'cartier-sq']);
    expect(ids(page('eyeglasses', 'status=out-of-stock').items)).toEqual(['prada-round']);
    const filtered = page('', 'brand=Gucci&brand=Cartier&max=5000');
    expect(ids(filtered.items)).toEqual(['gucci-cat']);
    expect(filtered.total).toBe(1);
    expect(filtered.matched).toBe(fixtureItems.length);
    // Type and colour narrow what a search found, as on /shop.
    expect(ids(page('men', 'category=Eyeglasses').items)).toEqual(['cartier-sq', 'prada-round']);
    expect(ids(page('men', 'color=Gold').items)).toEqual(['rb-aviator']);
  });
  it('counts filter options over everything the search found', () => {
    const { options } = page('eyeglasses', 'brand=Prada');
    expect(options.brands.map((b) => [b.value, b.count])).toEqual([
      ['Cartier', 1],
      ['Prada', 1],
    ]);
    expect(options.genders.find((g) => g.value === 'male')?.label).toBe('Men');
  });
  it('pages by `show`', () => {
    expect(page('', 'show=8').items).toHaveLength(5);
    expect(page('').total).toBe(5);
  });
  it('shows popular products in stock when nothing matches, with a correction if there is one', () => {
    const none = page('cheap cartier');
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('cartier');
    expect(none.popular.length).toBeGreaterThan(0);
    expect(none.popular.map((i) => i.id)).not.toContain('prada-round');
    expect(page('cartier').popular).toEqual([]);
  });
  it('trims and cuts the text', () => {
    expect(page(`  gucci ${'x'.repeat(300)}`).text).toHaveLength(MAX_QUERY_LENGTH);
    expect(page('  gucci  ').text).toBe('gucci');
    // Control characters are spaces: never in the page's HTML or the search log.
    expect(page('gu\u0000cci\u001b').text).toBe('gu cci');
  });
  it('lists everything for an empty text only: small words, marks or emoji alone find nothing', () => {
    expect(page('').total).toBe(catalog.items.length);
    for (const text of ['for', '!!!', '\u{1F600}', 'the and']) {
      expect(page(text).total, text).toBe(0);
      expect(page(text).popular.length, text).toBeGreaterThan(0);
    }
  });
});

describe('suggestions', () => {
  it('are the results page’s first products, with the total', () => {
    const suggested = suggestionItems(catalog, 'eyeglasses', 1);
    expect(ids(suggested.items)).toEqual(ids(page('eyeglasses').items).slice(0, 1));
    expect(suggested.total).toBe(2);
  });
  it('wait for a last word of one letter to say more', () => {
    const typing = suggestionItems(catalog, ' gucci c', 8);
    expect(ids(typing.items)).toEqual(['gucci-cat']);
    // What 'see all' opens: the results page for the text the suggestions are for agrees on the total.
    expect(typing.text).toBe('gucci');
    expect(page(typing.text).total).toBe(typing.total);
    expect(ids(suggestionItems(catalog, 'c', 8).items)).toEqual([]);
  });
});
