import { describe, expect, it } from 'vitest';
import type { StorefrontClient } from '../storefront/client.server';
import { catalogVersion } from './catalog-version';
import { getCatalog } from './index.server';

describe('catalogVersion', () => {
  it('changes when the catalog index loads products, so the page cache drops its pages', async () => {
    const storefront = {
      query: async () => ({ products: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } }),
    } as unknown as StorefrontClient;
    const before = catalogVersion();
    await getCatalog(storefront, 'AE', 'en');
    const loaded = catalogVersion();
    expect(loaded).toBeGreaterThan(before);
    // Served from memory: no new version.
    await getCatalog(storefront, 'AE', 'en');
    expect(catalogVersion()).toBe(loaded);
  });
});
