import { describe, expect, it } from 'vitest';
import type { PageProduct } from '~/server/catalog/product-page.server';
import { productMeta } from './product-meta';

// Only what the JSON-LD reads.
const product = {
  title: 'Aviator Gold',
  description: 'Gold aviators.',
  brand: 'Ray-Ban',
  productType: 'Sunglasses',
  seoDescription: 'Gold aviators.',
  media: [],
  variants: [],
} as unknown as PageProduct;

function jsonLdOf(rating: Parameters<typeof productMeta>[0]['rating']) {
  const tag = productMeta({ product, rating, canonical: 'https://shop.test/product/aviator-gold' }).find(
    (meta) => 'script:ld+json' in meta,
  ) as { 'script:ld+json': Record<string, unknown> };
  return tag['script:ld+json'];
}

describe('the product JSON-LD rating', () => {
  it('counts the ratings that make the average', () => {
    expect(jsonLdOf({ average: 4, count: 5, rated: 2 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.0',
      ratingCount: 2,
    });
  });

  it('is left out when no review has a rating from 1 to 5 (only 0s), and when there are none', () => {
    expect(jsonLdOf({ average: 0, count: 1, rated: 0 }).aggregateRating).toBeUndefined();
    expect(jsonLdOf(null).aggregateRating).toBeUndefined();
  });
});
