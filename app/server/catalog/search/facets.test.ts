import { describe, expect, it } from 'vitest';
import { fixtureItems, item } from '../fixtures';
import { buildFacets, NEAR_PENALTY, SAID_PENALTY } from './facets';

const items = [
  ...fixtureItems,
  item({ id: 'rimless', title: 'Rimless Optical', productType: 'Eyeglasses', gender: ['female'], rimTypes: ['Rimless'] }),
  item({
    id: 'semi',
    title: 'Semi-rimless Optical',
    productType: 'Eyeglasses',
    rimTypes: ['Semi-rimless'],
    lensEffects: ['Blue light filter'],
  }),
];
const facets = buildFacets(items);
const ids = (matched: Map<number, number> | null) => [...(matched?.keys() ?? [])].map((position) => items[position]!.id);

describe('facets', () => {
  it('answers nothing without concepts', () => {
    expect(facets.match([])).toBeNull();
  });
  it('follows a gender with unisex products, ranked after', () => {
    const matched = facets.match([{ facet: 'gender', values: ['female'] }])!;
    expect(ids(matched).sort()).toEqual(['acuvue', 'gucci-cat', 'prada-round', 'rimless', 'semi']);
    expect(matched.get(items.findIndex((i) => i.id === 'gucci-cat'))).toBe(0);
    expect(matched.get(items.findIndex((i) => i.id === 'acuvue'))).toBe(1);
  });
  it('widens within a facet and narrows across facets', () => {
    expect(
      ids(
        facets.match([
          { facet: 'brand', values: ['Gucci'] },
          { facet: 'brand', values: ['Prada'] },
        ]),
      ).sort(),
    ).toEqual(['gucci-cat', 'prada-round']);
    expect(
      ids(
        facets.match([
          { facet: 'type', values: ['Eyeglasses'] },
          { facet: 'shape', values: ['square'] },
        ]),
      ),
    ).toEqual(['cartier-sq']);
  });
  it('passes products whose text names a concept, after those that have it', () => {
    const gucci = items.findIndex((i) => i.id === 'gucci-cat');
    const prada = items.findIndex((i) => i.id === 'prada-round');
    const rimless = items.findIndex((i) => i.id === 'rimless');
    const matched = facets.match([{ facet: 'shape', values: ['round'] }], [new Set([gucci])])!;
    expect(ids(matched).sort()).toEqual(['gucci-cat', 'prada-round']);
    expect(matched.get(prada)).toBe(0);
    expect(matched.get(gucci)).toBe(SAID_PENALTY);
    // Each feature narrows, its text included.
    expect(ids(facets.match([{ facet: 'feature', values: ['rimless'] }], [new Set([gucci])])).sort()).toEqual([
      'gucci-cat',
      'rimless',
    ]);
    expect(facets.match([{ facet: 'feature', values: ['rimless'] }], [new Set([rimless])])!.get(rimless)).toBe(0);
  });
  it('passes near values after a concept’s own', () => {
    const withSemi = [...items, item({ id: 'semi-cat', title: 'Soft Cat-Eye', frameDesigns: ['semi-cateye'] })];
    const matched = buildFacets(withSemi).match([{ facet: 'shape', values: ['cat-eye'], near: ['semi-cateye'] }])!;
    expect([...matched].map(([position, penalty]) => [withSemi[position]!.id, penalty])).toEqual([
      ['gucci-cat', 0],
      ['semi-cat', NEAR_PENALTY],
    ]);
  });
  it('matches a feature from the start of its name: semi-rimless is not rimless', () => {
    expect(ids(facets.match([{ facet: 'feature', values: ['rimless'] }]))).toEqual(['rimless']);
    expect(ids(facets.match([{ facet: 'feature', values: ['bluelight'] }]))).toEqual(['semi']);
    expect(
      ids(
        facets.match([
          { facet: 'feature', values: ['rimless'] },
          { facet: 'feature', values: ['bluelight'] },
        ]),
      ),
    ).toEqual([]);
  });
});
