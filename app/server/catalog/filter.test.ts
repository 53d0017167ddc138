import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { colourName } from '~/lib/catalog/colours';
import { parseShopQuery, statusName } from '~/lib/catalog/shop-query';
import { genderName, productTypeName, shopScope } from '~/lib/catalog/shop-types';
import { applyFilters, filterOptions, inScope, sortItems } from './filter';
import { fixtureItems } from './fixtures';

const q = (search: string) => parseShopQuery(new URLSearchParams(search));
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('shop scope', () => {
  it('maps types, spaces included, genders and unknown types', () => {
    expect(ids(inScope(fixtureItems, shopScope('Eyeglasses', null)))).toEqual(['prada-round', 'cartier-sq']);
    expect(shopScope('Reading glass', null)).toMatchObject({ kind: 'type', type: 'Reading-glass' });
    expect(shopScope('Safety glass', null)).toMatchObject({ kind: 'type', type: 'Safety-glass' });
    expect(shopScope('SHOP', null).kind).toBe('all');
    expect(shopScope('gender', null)).toMatchObject({ kind: 'gender', gender: 'unisex' });
    expect(ids(inScope(fixtureItems, shopScope('gender', 'male')))).toEqual(['rb-aviator', 'cartier-sq']);
    expect(inScope(fixtureItems, shopScope('Hats', null))).toEqual([]);
    // A `%` the shopper typed (/shop/50%25) is a type no one sells, not a broken escape.
    expect(shopScope('50%', null).kind).toBe('unknown');
  });
});

describe('filters', () => {
  it('by gender, category, colour, brand (case-insensitive) and status', () => {
    expect(ids(applyFilters(fixtureItems, q('gender=female')))).toEqual(['gucci-cat']);
    expect(ids(applyFilters(fixtureItems, q('category=ContactLenses')))).toEqual(['acuvue']);
    expect(ids(applyFilters(fixtureItems, q('color=gold&color=Tortoise')))).toEqual(['rb-aviator', 'gucci-cat']);
    expect(ids(applyFilters(fixtureItems, q('brand=prada')))).toEqual(['prada-round']);
    expect(ids(applyFilters(fixtureItems, q('status=out-of-stock')))).toEqual(['prada-round']);
    expect(applyFilters(fixtureItems, q('status=available'))).toHaveLength(4);
  });
  it('by AED price, bounds inclusive', () => {
    expect(ids(applyFilters(fixtureItems, q('min=750&max=2450')))).toEqual(['rb-aviator', 'gucci-cat', 'prada-round']);
    expect(ids(applyFilters(fixtureItems, q('min=10000&max=15000')))).toEqual(['cartier-sq']);
  });
  const labelsIn = (language: 'en' | 'ar') => {
    const i18n = i18nFor(language);
    return {
      gender: (id: string) => genderName(i18n, id),
      category: (type: string) => productTypeName(i18n, type),
      color: (name: string) => colourName(i18n, name),
      status: (id: string) => statusName(i18n, id),
    };
  };
  it('lists options with counts', () => {
    const options = filterOptions(fixtureItems, labelsIn('en'));
    expect(options.brands.find((b) => b.value === 'Ray-Ban')?.count).toBe(1);
    expect(options.statuses).toEqual([
      { value: 'available', label: 'Available', count: 4 },
      { value: 'out-of-stock', label: 'Out of Stock', count: 1 },
    ]);
  });
  it('names the options in Arabic on Arabic pages, keeping the values the URL carries', () => {
    const options = filterOptions(fixtureItems, labelsIn('ar'));
    expect(options.statuses.map((s) => [s.value, s.label])).toEqual([
      ['available', 'متوفر'],
      ['out-of-stock', 'نفدت الكمية'],
    ]);
    expect(options.genders.find((g) => g.value === 'female')?.label).toBe('نسائي');
    expect(options.categories.find((c) => c.value === 'ContactLenses')?.label).toBe('عدسات لاصقة');
    expect(options.colors.find((c) => c.value === 'Gold')?.label).toBe('ذهبي');
    expect(options.brands.find((b) => b.value === 'Ray-Ban')?.label).toBe('Ray-Ban');
  });
});

describe('sort', () => {
  it('by price both ways; recommended puts sold-out last', () => {
    expect(ids(sortItems(fixtureItems, 'price_low_high'))[0]).toBe('acuvue');
    expect(ids(sortItems(fixtureItems, 'price_high_low'))[0]).toBe('cartier-sq');
    expect(ids(sortItems(fixtureItems, 'recommended')).at(-1)).toBe('prada-round');
  });
});
