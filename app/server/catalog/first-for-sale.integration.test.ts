/**
 * A product whose first variant sold out while another is for sale is a product for sale: its card
 * adds the variant that is, shows its price, and 'Available' keeps it (the card's variant is the
 * Storefront API's selectedOrFirstAvailableVariant), against the local engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { fixtureCatalog } from '../../../engine/test/fixture-catalog';
import { testEngineOptions } from '../../../engine/test/harness';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import { engineStorefront } from '../storefront/engine-storefront';
import { applyFilters, isInStock } from './filter';
import { getCatalog } from './index.server';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  // Aviator Classic with its sold-out Silver 55 (700 AED) first, before the Gold 55 (650 AED, 10 left).
  const seed = fixtureCatalog();
  const products = seed.products.map((product) => {
    if (product.handle !== 'aviator-classic') return product;
    const soldOut = product.variants.find((variant) => variant.quantityAvailable === 0)!;
    return { ...product, variants: [soldOut, ...product.variants.filter((variant) => variant !== soldOut)] };
  });
  const engine = await createEngine(testEngineOptions(handle.db, { catalog: () => ({ ...seed, products }) }));
  await getCatalog(engineStorefront(engine), 'AE', 'en');
});
afterAll(() => handle?.close());

describe('a product whose first variant sold out', () => {
  it('is for sale on its card, at the price of the variant that is, and listed as Available', async () => {
    const catalog = await getCatalog(undefined as never, 'AE', 'en');
    const aviator = catalog.items.find((item) => item.handle === 'aviator-classic')!;
    expect(isInStock(aviator)).toBe(true);
    expect(aviator.price).toBe(650);
    const available = applyFilters(catalog.items, parseShopQuery(new URLSearchParams('status=available')));
    expect(available.map((item) => item.handle)).toContain('aviator-classic');
    const outOfStock = applyFilters(catalog.items, parseShopQuery(new URLSearchParams('status=out-of-stock')));
    expect(outOfStock.map((item) => item.handle)).not.toContain('aviator-classic');
  });
});
