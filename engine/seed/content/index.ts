/**
 * Store content beyond the product catalog: collections, menus and pages, and the swatch colour of
 * each colour metaobject. Each part is written when it is missing, on every engine start, so a new
 * database and one seeded by an older engine end up alike without a reseed (shoppers' accounts,
 * carts and orders stay). Instances starting together take an advisory lock and write it once.
 */
import { eq, sql } from 'drizzle-orm';
import { waitForTransactionLock } from '../../../db/transaction-lock.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction as Tx } from '../../../db/connection.ts';
import * as t from '../../db/schema.ts';
import { COLOR_PATTERN, swatchColour } from '../catalog/metafields.ts';
import { buildCollections, type CatalogFacts } from './collections.ts';
import { SEED_MENUS } from './menus.ts';
import { SEED_PAGES } from './pages.ts';

/** An arbitrary constant, distinct from the catalog seed's lock. */
const CONTENT_LOCK = 7_373_002;
const FRAME_DESIGN = 'shopify--eyewear-frame-design';

async function isEmpty(tx: Tx, table: PgTable): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(table)
    .limit(1);
  return rows.length === 0;
}

async function catalogFacts(tx: Tx): Promise<CatalogFacts> {
  const [types, vendors, shapes] = await Promise.all([
    tx.selectDistinct({ value: t.products.productType }).from(t.products).orderBy(t.products.productType),
    tx.selectDistinct({ value: t.products.vendor }).from(t.products),
    tx.select().from(t.metaobjects).where(eq(t.metaobjects.type, FRAME_DESIGN)).orderBy(t.metaobjects.id),
  ]);
  return {
    productTypes: types.map((row) => row.value),
    vendors: vendors.map((row) => row.value),
    shapes: shapes.map((m) => ({ handle: m.handle, label: m.fields.find((f) => f.key === 'label')?.value ?? m.handle })),
  };
}

/** Colour metaobjects seeded before swatches existed get their `color` field. */
async function addSwatchColours(tx: Tx): Promise<void> {
  const colours = await tx.select().from(t.metaobjects).where(eq(t.metaobjects.type, COLOR_PATTERN));
  for (const metaobject of colours) {
    if (metaobject.fields.some((f) => f.key === 'color')) continue;
    const hex = swatchColour(metaobject.fields.find((f) => f.key === 'label')?.value ?? '');
    if (!hex) continue;
    await tx
      .update(t.metaobjects)
      .set({ fields: [...metaobject.fields, { key: 'color', type: 'color', value: hex }] })
      .where(eq(t.metaobjects.id, metaobject.id));
  }
}

export async function ensureContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await waitForTransactionLock(tx, CONTENT_LOCK);
    if (await isEmpty(tx, t.collections)) {
      const rows = buildCollections(await catalogFacts(tx)).map((c, i) => ({ id: i + 1, position: i, ...c }));
      if (rows.length > 0) await tx.insert(t.collections).values(rows);
    }
    if (await isEmpty(tx, t.menus)) await tx.insert(t.menus).values(SEED_MENUS.map((m, i) => ({ id: i + 1, ...m })));
    if (await isEmpty(tx, t.pages)) {
      await tx
        .insert(t.pages)
        .values(SEED_PAGES.map((p, i) => ({ id: i + 1, handle: p.handle, title: p.title, bodyHtml: p.bodyHtml })));
    }
    await addSwatchColours(tx);
  });
}
