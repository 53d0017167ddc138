import { describe, expect, it } from 'vitest';
import { takesLenses } from './frame-types';
import { coatingsFor, lensVariantFor, packageOptions, usagesFor, type LensProduct } from './lens-offer';
import { minimumIndex } from './indices';
import { powerValue, rangeValues, RANGES, formatPower } from './values';

/** Single-vision lenses priced like the seed: index price + coating surcharge, in KWD to test 3 decimals. */
const INDEX = { '1.50': 12.552, '1.60': 25.105, '1.67': 41.841, '1.74': 66.946 };
const COATING = {
  'Anti-reflective': 0,
  'Blue-light filter': 12.552,
  Photochromic: 29.289,
  'Sun tint': 8.368,
  'Polarised grey': 25.105,
  'Polarised brown': 25.105,
};
const product: LensProduct = {
  handle: 'lenses-single-vision',
  title: 'Single vision lenses',
  variants: Object.entries(INDEX).flatMap(([index, price]) =>
    Object.entries(COATING).map(([coating, extra]) => ({
      id: `gid://shopify/ProductVariant/${index}-${coating}`,
      index,
      coating,
      price: (price + extra).toFixed(3),
      currencyCode: 'KWD',
      availableForSale: !(index === '1.74' && coating === 'Photochromic'),
    })),
  ),
};

describe('the lens offer', () => {
  it('offers every usage on eyeglasses and prescription ones on sunglasses', () => {
    expect(usagesFor('Eyeglasses').map((u) => u.id)).toEqual([
      'single-vision',
      'reading',
      'progressive',
      'non-prescription',
      'frame-only',
    ]);
    expect(usagesFor('Sunglasses').map((u) => u.id)).toEqual(['single-vision', 'reading', 'progressive']);
    expect(takesLenses('Eyeglasses') && takesLenses('Sunglasses')).toBe(true);
    expect(takesLenses('ContactLenses') || takesLenses('Reading-glass')).toBe(false);
  });

  it('keeps polarised tints for sunglasses', () => {
    expect(coatingsFor('Eyeglasses')).toEqual(['Anti-reflective', 'Blue-light filter', 'Photochromic']);
    expect(coatingsFor('Sunglasses')).toEqual(['Sun tint', 'Polarised grey', 'Polarised brown']);
  });

  it('prices each index with the chosen coating, and each coating at the chosen index', () => {
    const options = packageOptions(product, 'Eyeglasses', { index: '1.60', coating: 'Blue-light filter' });
    expect(options.indices.map((c) => [c.value, c.price])).toEqual([
      ['1.50', '25.104'],
      ['1.60', '37.657'],
      ['1.67', '54.393'],
      ['1.74', '79.498'],
    ]);
    expect(options.coatings.map((c) => [c.value, c.price])).toEqual([
      ['Anti-reflective', '25.105'],
      ['Blue-light filter', '37.657'],
      ['Photochromic', '54.394'],
    ]);
  });

  it('prices from the cheapest before a choice, and marks what cannot be bought', () => {
    const options = packageOptions(product, 'Eyeglasses', { index: '1.74' });
    expect(options.coatings.find((c) => c.value === 'Photochromic')).toMatchObject({ available: false });
    expect(packageOptions(product, 'Sunglasses', {}).indices[0]).toMatchObject({ value: '1.50', price: '20.920' });
  });

  it('finds the variant only for a coating the frame takes, in stock', () => {
    expect(lensVariantFor(product, 'Eyeglasses', '1.67', 'Photochromic')?.price).toBe('71.130');
    expect(lensVariantFor(product, 'Eyeglasses', '1.67', 'Polarised grey')).toBeUndefined();
    expect(lensVariantFor(product, 'Eyeglasses', '1.74', 'Photochromic')).toBeUndefined();
    expect(lensVariantFor(product, 'Eyeglasses', '1.55', 'Anti-reflective')).toBeUndefined();
  });
});

describe('indices and values', () => {
  it('picks the thinnest index a prescription needs', () => {
    expect(minimumIndex([{ sph: -2, cyl: -0.5 }])).toBe('1.50');
    expect(
      minimumIndex([
        { sph: -5, cyl: 0 },
        { sph: 1, cyl: -2.5 },
      ]),
    ).toBe('1.60');
    expect(minimumIndex([{ sph: -8, cyl: 0 }])).toBe('1.67');
    expect(minimumIndex([{ sph: 12, cyl: 5 }])).toBe('1.74');
  });

  it('lists every step of a range, ends included', () => {
    const sph = rangeValues(RANGES.sph);
    expect(sph).toHaveLength(129);
    expect([sph[0], sph.at(-1)]).toEqual([-20, 12]);
    expect(rangeValues(RANGES.pd)).toHaveLength(61);
    expect(rangeValues(RANGES.axis)).toHaveLength(180);
  });

  it('writes powers with their sign', () => {
    expect([powerValue(-2.25), powerValue(1.5), powerValue(0)]).toEqual(['-2.25', '+1.50', '0.00']);
    expect(formatPower(-0.5)).toBe('−0.50');
  });
});
