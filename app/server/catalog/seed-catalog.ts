import type { Language } from '~/i18n/languages';
import { openDatabase } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { createStorefrontClient } from '../storefront/client.server';
import { getCatalog, type Catalog } from './index.server';

/**
 * The seed catalog exactly as the shop's index holds it: the local engine seeds an in-memory
 * database, and the shop loads it through the Storefront API. For the search relevance tests and
 * the search bench, never for pages. Takes about ten seconds. `catalogIn` loads the same products
 * in another language (the Arabic page's catalog), from the same engine.
 */
export async function loadSeedCatalog(): Promise<{
  catalog: Catalog;
  catalogIn: (language: Language) => Promise<Catalog>;
  close: () => Promise<void>;
}> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const token = 'seed-catalog-token';
  const engine = await createEngine({
    db: database.db,
    storefrontToken: token,
    publicUrl: 'http://127.0.0.1',
    // A low scrypt cost: the demo customer's password hash is not what this is for.
    passwordParams: { N: 2 ** 12, r: 8, p: 1 },
    renderImage: () => null,
  });
  const storefront = createStorefrontClient({
    endpoint: 'http://127.0.0.1/api/2024-10/graphql.json',
    publicToken: token,
    fetch: async (input, init) => (await engine.handle(new Request(input, init))) ?? new Response('Not found', { status: 404 }),
  });
  const catalog = await getCatalog(storefront, 'AE', 'en');
  return { catalog, catalogIn: (language) => getCatalog(storefront, 'AE', language), close: () => database.close() };
}
