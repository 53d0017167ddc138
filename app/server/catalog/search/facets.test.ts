import { describe, expect, it } from 'vitest';
import { fixtureItems, item } from '../fixtures';
import { buildFacets } from './facets';

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
