/** A database seeded before collections, menus, pages and swatches existed gets them on the next start. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection.ts';
import * as t from '../../db/schema.ts';
import { createEngine } from '../../index.ts';
import { graphqlClient, testEngineOptions } from '../../test/harness.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database?.close());

const CONTENT = `{
  collections(first: 50) { nodes { id handle } }
  menu(handle: "main-menu") { itemsCount }
  pages(first: 10) { nodes { handle } }
  product(handle: "cat-eye-luxe") { options { optionValues { swatch { color } } } }
}`;

describe('store content on an existing database', () => {
  it('is written once, and again only where it is missing', async () => {
    const first = await graphqlClient(await createEngine(testEngineOptions(database.db)))(CONTENT);
    expect(first.data.collections.nodes.length).toBeGreaterThan(10);
    expect(first.data.menu.itemsCount).toBe(7);
    expect(first.data.pages.nodes).toHaveLength(4);
    expect(first.data.product.options[0].optionValues[0].swatch).toEqual({ color: '#1b1b1b' });

    // A second start changes nothing.
    const again = await graphqlClient(await createEngine(testEngineOptions(database.db)))(CONTENT);
    expect(again.data).toEqual(first.data);

    // As an older engine left it: no collections, menus or pages, and colours without a swatch.
    const { db } = database;
    await db.delete(t.collections);
    await db.delete(t.menus);
    await db.delete(t.pages);
    for (const m of await db.select().from(t.metaobjects).where(eq(t.metaobjects.type, 'shopify--color-pattern'))) {
      await db
        .update(t.metaobjects)
        .set({ fields: m.fields.filter((f) => f.key !== 'color') })
        .where(eq(t.metaobjects.id, m.id));
    }
    const bare = await graphqlClient(await createEngine(testEngineOptions(database.db)))(CONTENT);
    expect(bare.data).toEqual(first.data);
  });
});
