import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connection.ts';
import { createEngine } from '../index.ts';
import { fixtureCatalog } from '../test/fixture-catalog.ts';
import { graphqlClient, testEngineOptions } from '../test/harness.ts';
import { translationRows } from './translations.ts';

const TITLE =
  'query T($language: LanguageCode) @inContext(language: $language) { product(handle: "aviator-classic") { title options { name } } }';

describe('translations of a database seeded before the catalog was translated', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database?.close());

  it('are added on the next start, without reseeding anything else', async () => {
    const first = graphqlClient(await createEngine(testEngineOptions(database.db)));
    await first('mutation { customerCreate(input: { email: "before@example.com", password: "secret1" }) { customer { id } } }');
    // What a database from before translations looks like: the catalog without the table's rows.
    await database.db.execute(sql`delete from engine.translations`);
    expect((await first(TITLE, { language: 'AR' })).data.product.title).toBe('نظارة شمسية راي بان أفياتور كلاسيك'); // still cached
    const count = async () => (await database.db.execute(sql`select count(*)::int as n from engine.translations`)).rows[0];
    expect(await count()).toEqual({ n: 0 });

    const restarted = graphqlClient(await createEngine(testEngineOptions(database.db)));
    expect((await restarted(TITLE, { language: 'AR' })).data.product).toEqual({
      title: 'نظارة شمسية راي بان أفياتور كلاسيك',
      options: [{ name: 'اللون' }, { name: 'المقاس' }],
    });
    expect(await count()).toEqual({ n: 14 }); // every translation of the fixture
    const customers = await database.db.execute(sql`select email from engine.customers where email = 'before@example.com'`);
    expect(customers.rows).toHaveLength(1);
  });
});

describe('translationRows', () => {
  it('attaches each text to the ids the rows have in the database, found by their natural keys', () => {
    const aviator = fixtureCatalog().products[0]!;
    const rows = translationRows([aviator], {
      products: [{ id: 42, handle: 'aviator-classic', options: aviator.options }],
      images: [{ id: 7, key: 'aviator-classic-1' }],
      metafields: [{ id: 9, productId: 42, namespace: 'custom', key: 'warranty_service' }],
      metaobjects: [{ id: 3, type: 'shopify--eyewear-frame-design', handle: 'aviator' }],
    });
    expect(rows).toEqual(
      expect.arrayContaining([
        { resourceId: 'gid://shopify/Product/42', key: 'title', locale: 'ar', value: 'نظارة شمسية راي بان أفياتور كلاسيك' },
        { resourceId: 'gid://shopify/ProductOption/4200', key: 'name', locale: 'ar', value: 'اللون' },
        { resourceId: 'gid://shopify/ProductOptionValue/4201001', key: 'name', locale: 'ar', value: '58 مم' },
        { resourceId: 'gid://shopify/MediaImage/7', key: 'alt', locale: 'ar', value: 'نظارة أفياتور كلاسيك، منظر أمامي' },
        { resourceId: 'gid://shopify/Metafield/9', key: 'value', locale: 'ar', value: 'ضمان دولي لمدة سنتين' },
        { resourceId: 'gid://shopify/Metaobject/3', key: 'label', locale: 'ar', value: 'أفياتور' },
      ]),
    );
    // 2 product fields, 2 option names, 4 option values, 1 alt text, 1 metafield, 1 label.
    expect(rows).toHaveLength(11);
  });

  it('skips texts whose resource the database does not have', () => {
    const aviator = fixtureCatalog().products[0]!;
    expect(translationRows([aviator], { products: [], images: [], metafields: [], metaobjects: [] })).toEqual([]);
  });
});
