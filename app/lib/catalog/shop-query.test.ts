import { describe, expect, it } from 'vitest';
import { carriedParams, FILTER_VALUES_MAX, parseShopQuery, withKept } from './shop-query';

describe('parseShopQuery', () => {
  it('defaults: recommended, 8 shown, no price filter', () => {
    const q = parseShopQuery(new URLSearchParams());
    expect(q).toMatchObject({ sort: 'recommended', show: 8, min: null, max: null, panel: 'none', brands: [] });
  });
  it('keeps min ≥ 0, max ≥ 1, whole numbers, min ≤ max', () => {
    expect(parseShopQuery(new URLSearchParams('min=-5&max=0'))).toMatchObject({ min: 0, max: 1 });
    expect(parseShopQuery(new URLSearchParams('min=10.6&max=99.2'))).toMatchObject({ min: 11, max: 99 });
    expect(parseShopQuery(new URLSearchParams('min=3000&max=2000'))).toMatchObject({ min: 2000, max: 3000 });
  });
  it('reads lists, sort and load-more steps of 8', () => {
    const q = parseShopQuery(new URLSearchParams('brand=Gucci&brand=Prada&sort=price_high_low&show=13'));
    expect(q.brands).toEqual(['Gucci', 'Prada']);
    expect(q.sort).toBe('price_high_low');
    expect(q.show).toBe(16);
    // Bounded, so one cheap URL cannot render a whole large catalog.
    expect(parseShopQuery(new URLSearchParams('show=1e308')).show).toBe(480);
    expect(parseShopQuery(new URLSearchParams('show=480')).show).toBe(480);
    expect(parseShopQuery(new URLSearchParams('show=472')).show).toBe(472);
    expect(parseShopQuery(new URLSearchParams('sort=cheap')).sort).toBe('recommended');
  });
  it('takes at most FILTER_VALUES_MAX values a filter, and only the known statuses, in any case', () => {
    const many = new URLSearchParams(Array.from({ length: 2000 }, (_, i) => ['gender', `x${i}`]));
    expect(parseShopQuery(many).genders).toHaveLength(FILTER_VALUES_MAX);
    // Every brand of a list as long as the SPEC's (about 105) ticked at once is kept.
    const brands = Array.from({ length: 110 }, (_, i) => `Brand ${i}`);
    expect(parseShopQuery(new URLSearchParams(brands.map((brand) => ['brand', brand]))).brands).toEqual(brands);
    expect(
      parseShopQuery(new URLSearchParams('status=Available&status=available&status=OUT-OF-STOCK&status=sold')).statuses,
    ).toEqual(['available', 'out-of-stock']);
  });
  it('carriedParams keeps the rest of the address with the kept parameters set, less what a control changes', () => {
    const change = { own: ['min', 'max'], reset: ['show', 'panel'] };
    expect(carriedParams('?query=old&brand=Prada&min=5&show=16&panel=filter&brand=Gucci', { query: 'new' }, change)).toEqual([
      ['query', 'new'],
      ['brand', 'Prada'],
      ['brand', 'Gucci'],
    ]);
    expect(carriedParams('', {}, change)).toEqual([]);
  });
  it('withKept sets the kept parameters over the URL’s, in place or at the end', () => {
    expect(withKept('?query=gucci&brand=Prada', { query: 'gucci', sid: 'abc' })).toBe('?query=gucci&brand=Prada&sid=abc');
    expect(withKept('?query=old&sid=abc', { query: 'new' })).toBe('?query=new&sid=abc');
    expect(withKept('', { query: 'ray ban' })).toBe('?query=ray+ban');
    expect(withKept('', {})).toBe('');
  });
});
