/**
 * `npm run seed`: a full reseed. Wipes every engine table (catalog, collections, menus, pages,
 * customers, carts, orders, tokens) and inserts the generated catalog and content again, with order numbers restarting at #1001.
 * Catalog gids come out the same for the same catalog. Restart a running engine afterwards: it
 * keeps the catalog in memory.
 */
import { openDatabase } from '../../db/connection.ts';
import { OWASP_SCRYPT } from '../auth/password.ts';
import { generateCatalog } from './catalog/index.ts';
import { ensureContent } from './content/index.ts';
import { insertCatalog, wipeEngineTables } from './insert.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const started = Date.now();
  const catalog = generateCatalog();
  await wipeEngineTables(database.db);
  await insertCatalog(database.db, catalog, OWASP_SCRYPT);
  await ensureContent(database.db);
  const variants = catalog.products.reduce((sum, p) => sum + p.variants.length, 0);
  console.log(
    `Seeded ${catalog.products.length} products, ${variants} variants and ${catalog.customers.length} customer(s) in ${Date.now() - started} ms (${database.kind}).`,
  );
} finally {
  await database.close();
}
