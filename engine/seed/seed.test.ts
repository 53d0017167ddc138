/** The real generated catalog, seeded through createEngine and read back through the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connection.ts';
import { createEngine, type Engine } from '../index.ts';
import { graphqlClient, PUBLIC_URL, TEST_PASSWORD_PARAMS, TOKEN } from '../test/harness.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, generateCatalog } from './catalog/index.ts';

let database: DatabaseHandle;
let engine: Engine;
let gql: ReturnType<typeof graphqlClient>;
let seedMs = 0;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const started = Date.now();
  // No catalog and no image renderer given: the engine uses the generator's.
  engine = await createEngine({
    db: database.db,
    storefrontToken: TOKEN,
    publicUrl: PUBLIC_URL,
    passwordParams: TEST_PASSWORD_PARAMS,
  });
  seedMs = Date.now() - started;
  gql = graphqlClient(engine);
}, 120_000);
afterAll(() => database?.close());

describe('the generated catalog in the engine', () => {
  const catalog = generateCatalog();

  it('seeds every product quickly', async () => {
    expect(seedMs).toBeLessThan(30_000);
    let count = 0;
    let after: string | null = null;
    do {
      const { data }: { data: { products: { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } } =
        await gql(
          'query P($after: String) { products(first: 250, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }',
          { after },
        );
      count += data.products.nodes.length;
      after = data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null;
    } while (after);
    expect(count).toBe(catalog.products.length);
  });

  it('serves the product with the most variants in full, with its images', async () => {
    const largest = [...catalog.products].sort((a, b) => b.variants.length - a.variants.length)[0]!;
    const { data, errors } = await gql(
      'query P($h: String!) { product(handle: $h) { variants(first: 250) { nodes { id } } images(first: 100) { nodes { url } } metafields(identifiers: [{ namespace: "custom", key: "arabic_name" }]) { value } } }',
      { h: largest.handle },
    );
    expect(errors).toBeUndefined();
    expect(data.product.variants.nodes).toHaveLength(largest.variants.length);
    const image = await engine.handle(new Request(data.product.images.nodes[0].url));
    expect(image!.status).toBe(200);
    expect(await image!.text()).toContain('<svg');
    expect(data.product.metafields[0]?.value).toBeTruthy();
  });

  it('lets the demo customer sign in and see orders in each fulfillment status', async () => {
    const login = await gql(
      'mutation L($e: String!, $p: String!) { customerAccessTokenCreate(input: { email: $e, password: $p }) { customerAccessToken { accessToken } } }',
      {
        e: DEMO_EMAIL,
        p: DEMO_PASSWORD,
      },
    );
    const token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;
    const { data } = await gql(
      'query O($t: String!) { customer(customerAccessToken: $t) { addresses(first: 10) { nodes { id } } orders(first: 20) { nodes { name fulfillmentStatus } } } }',
      {
        t: token,
      },
    );
    expect(data.customer.addresses.nodes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(data.customer.orders.nodes.map((o: { fulfillmentStatus: string }) => o.fulfillmentStatus))).toEqual(
      new Set(['FULFILLED', 'IN_PROGRESS', 'UNFULFILLED']),
    );
  });

  it('answers the whole product in Arabic for @inContext(language: AR), from the seeded translations', async () => {
    const product = catalog.products.find((p) => p.productType === 'Sunglasses' && p.options.some((o) => o.name === 'Size'))!;
    const arabic = product.translations!.ar!;
    const { data, errors } = await gql(
      `query P($h: String!) @inContext(language: AR) { product(handle: $h) { title descriptionHtml options { name values }
        variants(first: 1) { nodes { title } } images(first: 1) { nodes { altText } }
        warranty: metafield(namespace: "custom", key: "warranty_service") { value }
        design: metafield(namespace: "shopify", key: "eyewear-frame-design") { references(first: 1) { nodes { ... on Metaobject { field(key: "label") { value } } } } } } }`,
      { h: product.handle },
    );
    expect(errors).toBeUndefined();
    expect(data.product.title).toBe(arabic.title);
    expect(data.product.descriptionHtml).toBe(arabic.descriptionHtml);
    expect(data.product.options.map((o: { name: string }) => o.name)).toEqual(['اللون', 'المقاس']);
    expect(data.product.variants.nodes[0].title).toMatch(/^[^A-Za-z]+ \/ \d+ مم$/);
    expect(data.product.images.nodes[0].altText).toBe(arabic.imageAlts[product.images[0]!.key]);
    expect(data.product.warranty.value).toBe(arabic.metafields['custom.warranty_service']);
    expect(data.product.design.references.nodes[0].field.value).toMatch(/^[\u0600-\u06ff ]+$/);
  });
});
