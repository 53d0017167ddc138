import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { reviews } from '../db/reviews';
import { seedReviews, seedRows } from './seed.server';

const products = Array.from({ length: 40 }, (_, index) => ({
  id: `gid://shopify/Product/${index + 1}`,
  handle: `frame-${index + 1}`,
}));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle.close();
});

describe('seeded reviews', () => {
  it('are deterministic, with a spread of ratings, some Arabic and some products without any', () => {
    const rows = seedRows(products);
    expect(seedRows(products)).toEqual(rows);
    const reviewed = new Set(rows.map((row) => row.productExternalId));
    expect(reviewed.size).toBeGreaterThan(products.length / 2);
    expect(reviewed.size).toBeLessThan(products.length);
    expect(rows.filter((row) => row.productExternalId === '1').length).toBeGreaterThan(6);
    expect(new Set(rows.map((row) => row.rating)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((row) => /[\u0600-\u06FF]/.test(row.body))).toBe(true);
  });

  it('are inserted once, into an empty table only', async () => {
    const inserted = await seedReviews(handle.db, products);
    expect(inserted).toBe(seedRows(products).length);
    expect(await seedReviews(handle.db, products)).toBe(0);
    expect(await handle.db.$count(reviews)).toBe(inserted);
  });
});
