import { describe, expect, it } from 'vitest';
import { fixtureItems } from '../fixtures';
import { buildSearch } from './catalog-search';

const { search } = buildSearch(fixtureItems);
const ids = (query: string) => search(query).items.map((i) => i.id);

describe('catalog search', () => {
  it('lists everything for an empty query', () => {
    expect(search('').items).toHaveLength(fixtureItems.length);
    expect(search('  for the  ').items).toHaveLength(fixtureItems.length);
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
  it('matches the Arabic name, with alef variants', () => {
    expect(ids('افياتور')).toEqual(['rb-aviator']);
    expect(ids('راي بان')).toEqual(['rb-aviator']);
  });
  it('finds nothing for nonsense', () => {
    expect(ids('zzqx')).toEqual([]);
  });
});
