import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestListener } from '@remix-run/node-fetch-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../engine/seed/catalog/customers';
import { createStorefrontClient, type StorefrontClient } from './client.server';
import { flattenConnection } from './connection';
import {
  CustomerAddressCreateMutation,
  CustomerAddressDeleteMutation,
  CustomerAddressUpdateMutation,
  CustomerDefaultAddressUpdateMutation,
} from './documents/addresses';
import {
  CartBuyerIdentityUpdateMutation,
  CartCreateMutation,
  CartLinesAddMutation,
  CartLinesRemoveMutation,
  CartLinesUpdateMutation,
  CartQuery,
} from './documents/cart';
import {
  CustomerAccessTokenCreateMutation,
  CustomerAccessTokenDeleteMutation,
  CustomerAccessTokenRenewMutation,
  CustomerCreateMutation,
  CustomerOrdersQuery,
  CustomerQuery,
} from './documents/customer';
import { schemaProblems } from '../../../tests/support/openapi';
import { buildFeed } from '../catalog/product-feed';
import { toStorefrontProduct } from '../catalog/storefront-product';
import { ProductsPageQuery } from './documents/catalog';
import { LocalizationQuery, ShopQuery } from './documents/localization';
import { CatalogPageQuery, MetaobjectsQuery, ProductQuery } from './documents/products';
import { StorefrontError, userErrorsMessage } from './errors';
import { referencedMetaobjects } from './metafields';
import type { ResultOf } from './graphql';

/**
 * The real client and the real documents against the local engine over real HTTP: what the
 * storefront sends is what the engine answers, in both API versions we support.
 */
const TOKEN = 'integration-storefront-token';
const VERSIONS = ['2024-10', '2026-04'] as const;

let database: DatabaseHandle;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  let handle: (request: Request) => Promise<Response | null> = async () => null;
  server = http.createServer(
    createRequestListener(async (request) => (await handle(request)) ?? new Response('Not found', { status: 404 })),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A low scrypt cost: the OWASP cost takes ~0.5 s per password, which only slows the tests.
  const engine = await createEngine({
    db: database.db,
    storefrontToken: TOKEN,
    publicUrl: origin,
    passwordParams: { N: 2 ** 12, r: 8, p: 1 },
  });
  handle = (request) => engine.handle(request);
}, 180_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

type CatalogProduct = NonNullable<ResultOf<typeof CatalogPageQuery>['products']['nodes'][number]>;

describe.each(VERSIONS)('the storefront client against the local engine (API %s)', (version) => {
  let storefront: StorefrontClient;
  let catalog: CatalogProduct[] = [];

  beforeAll(async () => {
    storefront = createStorefrontClient({ endpoint: `${origin}/api/${version}/graphql.json`, publicToken: TOKEN });
    catalog = await loadCatalog(storefront);
  });

  /** An in-stock variant id of some product, with at least `stock` units. */
  function variantWithStock(stock: number, skip = 0): string {
    const variants = catalog.flatMap((product) =>
      product.selectedOrFirstAvailableVariant ? [product.selectedOrFirstAvailableVariant] : [],
    );
    const found = variants.filter((variant) => variant.availableForSale && (variant.quantityAvailable ?? 0) >= stock)[skip];
    if (!found) throw new Error(`no variant with ${stock} in stock`);
    return found.id;
  }

  it('pages through the whole catalog with cursors', async () => {
    const first = await storefront.query(CatalogPageQuery, { variables: { first: 20 }, country: 'AE' });
    expect(first.products.nodes).toHaveLength(20);
    expect(first.products.pageInfo.hasNextPage).toBe(true);
    const second = await storefront.query(CatalogPageQuery, {
      variables: { first: 20, after: first.products.pageInfo.endCursor },
      country: 'AE',
    });
    const firstIds = new Set(first.products.nodes.map((product) => product.id));
    expect(second.products.nodes.some((product) => firstIds.has(product.id))).toBe(false);
    expect(catalog.length).toBeGreaterThanOrEqual(150);
    // `products` lists the hidden lens packages too, as Shopify's does (seo.hidden hides from search only).
    expect(new Set(catalog.map((product) => product.productType))).toEqual(
      new Set(['Sunglasses', 'Eyeglasses', 'ContactLenses', 'Clip-on', 'Reading-glass', 'Safety-glass', 'Lenses']),
    );
    const product = catalog[0]!;
    expect(product.priceRange.minVariantPrice.currencyCode).toBe('AED');
    expect(product.featuredImage?.url).toMatch(/^https?:\/\//);
  });

  it('reads a product page by handle, in the shopper’s currency, with its metafields', async () => {
    const handle = catalog[0]!.handle;
    const { product } = await storefront.query(ProductQuery, { variables: { handle }, country: 'AE' });
    expect(product?.handle).toBe(handle);
    expect(product!.variants.nodes.length).toBeGreaterThan(0);
    expect(product!.images.nodes.length).toBeGreaterThan(0);
    expect(product!.variants.nodes[0]!.price.currencyCode).toBe('AED');
    expect(product!.metafields).toHaveLength(32); // one entry (or null) per identifier asked for
    expect(product!.metafields.some((metafield) => metafield?.key === 'arabic_name')).toBe(true);

    const kuwait = await storefront.query(ProductQuery, { variables: { handle }, country: 'KW' });
    expect(kuwait.product!.variants.nodes[0]!.price.currencyCode).toBe('KWD');
  });

  it('reads every product page without an error: videos, and variants up to the 200 limit', async () => {
    const pages = await inBatches(catalog, 10, async ({ handle }) => {
      const { product } = await storefront.query(ProductQuery, { variables: { handle }, country: 'SA' });
      return product!;
    });
    const videos = pages.flatMap((product) => product.media.nodes).filter((media) => media.mediaContentType === 'VIDEO');
    expect(videos.length).toBeGreaterThan(0);
    expect(videos[0]).toMatchObject({ sources: expect.arrayContaining([expect.objectContaining({ format: 'mp4' })]) });
    const mostVariants = Math.max(...pages.map((product) => product.variants.nodes.length));
    expect(mostVariants).toBeGreaterThan(150);
    expect(mostVariants).toBeLessThanOrEqual(200);
  });

  it('resolves list-type metafield references and looks metaobjects up by id', async () => {
    const referenced = catalog.flatMap((product) => product.metafields.flatMap((metafield) => referencedMetaobjects(metafield)));
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.every((metaobject) => metaobject.handle && metaobject.type)).toBe(true);
    const ids = [...new Set(referenced.map((metaobject) => metaobject.id))].slice(0, 20);
    const { nodes } = await storefront.query(MetaobjectsQuery, { variables: { ids } });
    expect(nodes.map((node) => node?.id)).toEqual(ids);
    expect(nodes.every((node) => node?.__typename === 'Metaobject' && node.handle)).toBe(true);
    const unknown = await storefront.query(MetaobjectsQuery, { variables: { ids: ['gid://shopify/Metaobject/0'] } });
    expect(unknown.nodes).toEqual([null]);
  });

  it('pages through full products for the JSON API', async () => {
    const first = await storefront.query(ProductsPageQuery, { variables: { first: 5 }, country: 'AE' });
    expect(first.products.nodes).toHaveLength(5);
    expect(first.products.nodes[0]!.variants.nodes.length).toBeGreaterThan(0);
    const second = await storefront.query(ProductsPageQuery, {
      variables: { first: 5, after: first.products.pageInfo.endCursor },
      country: 'AE',
    });
    const seen = new Set(first.products.nodes.map((product) => product.id));
    expect(second.products.nodes.filter((product) => seen.has(product.id))).toEqual([]);
  });

  it('turns full products into the Storefront-shaped JSON API list', async () => {
    const pages = [];
    let after: string | null = null;
    do {
      const page: ResultOf<typeof ProductsPageQuery> = await storefront.query(ProductsPageQuery, {
        variables: { first: 50, after },
        country: 'AE',
      });
      pages.push(...page.products.nodes);
      after = page.products.pageInfo.hasNextPage ? (page.products.pageInfo.endCursor ?? null) : null;
    } while (after);
    const feed = buildFeed(pages.map(toStorefrontProduct));
    const product = feed.products.find((p) => p.media.edges.some((e) => 'sources' in e.node))!;
    expect(product.variants.edges[0]!.node.priceV2).toEqual({ amount: expect.any(String), currencyCode: 'AED' });
    expect(product.images.edges[0]!.node.src).toBe(product.images.edges[0]!.node.url);
    const design = product.metafields.find((m) => m.key === 'eyewear-frame-design')!;
    expect(design.metavalue).toEqual([{ id: JSON.parse(design.value)[0], handle: expect.any(String) }]);
    expect(product.metafields.find((m) => m.key === 'arabic_name')!.metavalue).toEqual([]);
    expect(JSON.parse(feed.body).products).toHaveLength(pages.length);
    // Every product, as sent, is what the OpenAPI document promises.
    expect(schemaProblems('ProductList', JSON.parse(feed.body))).toEqual([]);
    // Built once per refresh and sent as is: keep an eye on its size.
    expect(feed.body.length).toBeLessThan(8_000_000);
  });

  it('answers null for an unknown handle', async () => {
    const { product } = await storefront.query(ProductQuery, { variables: { handle: 'no-such-frame' } });
    expect(product).toBeNull();
  });

  it('creates a cart, adds, updates and removes lines', async () => {
    const first = variantWithStock(3);
    const second = variantWithStock(3, 1);
    const created = await storefront.query(CartCreateMutation, {
      variables: {
        input: { lines: [{ merchandiseId: first, quantity: 1 }], attributes: [{ key: 'cart_attribute', value: 'nazzara' }] },
      },
      country: 'AE',
    });
    expect(created.cartCreate?.userErrors).toEqual([]);
    const cart = created.cartCreate!.cart!;
    expect(cart.checkoutUrl).toMatch(/^https?:\/\//);
    expect(cart.lines.nodes).toHaveLength(1);

    const added = await storefront.query(CartLinesAddMutation, {
      variables: { cartId: cart.id, lines: [{ merchandiseId: second, quantity: 1 }] },
      country: 'AE',
    });
    expect(userErrorsMessage(added.cartLinesAdd?.userErrors)).toBe('');
    const lines = added.cartLinesAdd!.cart!.lines.nodes;
    expect(lines).toHaveLength(2);

    const line = lines.find((node) => 'id' in node.merchandise && node.merchandise.id === first)!;
    const updated = await storefront.query(CartLinesUpdateMutation, {
      variables: { cartId: cart.id, lines: [{ id: line.id, quantity: 2 }] },
    });
    expect(updated.cartLinesUpdate!.cart!.totalQuantity).toBe(3);

    const removed = await storefront.query(CartLinesRemoveMutation, { variables: { cartId: cart.id, lineIds: [line.id] } });
    expect(removed.cartLinesRemove!.cart!.lines.nodes).toHaveLength(1);

    const fetched = await storefront.query(CartQuery, { variables: { cartId: cart.id, linesFirst: 1 }, country: 'AE' });
    expect(fetched.cart?.id).toBe(cart.id);
    expect(fetched.cart!.lines.nodes).toHaveLength(1);
    expect(fetched.cart!.lines.pageInfo.hasNextPage).toBe(false);
    expect(fetched.cart!.attributes).toEqual([{ key: 'cart_attribute', value: 'nazzara' }]);

    // As on Shopify, a cart keeps its buyer's country; switching currency means updating it.
    await storefront.query(CartBuyerIdentityUpdateMutation, {
      variables: { cartId: cart.id, buyerIdentity: { countryCode: 'SA' } },
      country: 'SA',
    });
    const saudi = await storefront.query(CartQuery, { variables: { cartId: cart.id }, country: 'SA' });
    expect(saudi.cart!.buyerIdentity.countryCode).toBe('SA');
    expect(saudi.cart!.lines.nodes[0]!.cost.totalAmount.currencyCode).toBe('SAR');
  });

  it('reports cart userErrors as data, joined with commas', async () => {
    const created = await storefront.query(CartCreateMutation, { variables: { input: {} } });
    const cartId = created.cartCreate!.cart!.id;
    const result = await storefront.query(CartLinesUpdateMutation, {
      variables: { cartId, lines: [{ id: 'gid://shopify/CartLine/does-not-exist', quantity: 1 }] },
    });
    expect(userErrorsMessage(result.cartLinesUpdate?.userErrors)).not.toBe('');
  });

  it('registers a customer, signs in, manages addresses and links a cart', async () => {
    const email = `client-${version}-${Date.now()}@nazzara.test`;
    const password = 'Correct-Horse-42';
    const created = await storefront.query(CustomerCreateMutation, {
      variables: { input: { email, password, firstName: 'Omar', lastName: 'Saleh' } },
    });
    expect(created.customerCreate?.customerUserErrors).toEqual([]);
    expect(created.customerCreate?.customer?.email).toBe(email);

    const taken = await storefront.query(CustomerCreateMutation, {
      variables: { input: { email, password, firstName: 'Omar', lastName: 'Saleh' } },
    });
    expect(taken.customerCreate?.customerUserErrors.map((error) => error.code)).toContain('TAKEN');

    const wrong = await storefront.query(CustomerAccessTokenCreateMutation, {
      variables: { input: { email, password: 'wrong-password' } },
    });
    expect(wrong.customerAccessTokenCreate?.customerAccessToken).toBeNull();
    expect(userErrorsMessage(wrong.customerAccessTokenCreate?.customerUserErrors)).toBe('Unidentified customer');

    const signedIn = await storefront.query(CustomerAccessTokenCreateMutation, { variables: { input: { email, password } } });
    const token = signedIn.customerAccessTokenCreate!.customerAccessToken!.accessToken;
    expect(Date.parse(signedIn.customerAccessTokenCreate!.customerAccessToken!.expiresAt)).toBeGreaterThan(Date.now());

    const address = {
      firstName: 'Omar',
      lastName: 'Saleh',
      address1: 'Sheikh Zayed Road 1',
      city: 'Dubai',
      country: 'United Arab Emirates',
      zip: '00000',
      phone: '+971501112233',
    };
    const added = await storefront.query(CustomerAddressCreateMutation, { variables: { customerAccessToken: token, address } });
    expect(added.customerAddressCreate?.customerUserErrors).toEqual([]);
    const addressId = added.customerAddressCreate!.customerAddress!.id;

    const changed = await storefront.query(CustomerAddressUpdateMutation, {
      variables: { customerAccessToken: token, id: addressId, address: { ...address, address2: 'Tower B' } },
    });
    expect(changed.customerAddressUpdate?.customerAddress?.address2).toBe('Tower B');

    const defaulted = await storefront.query(CustomerDefaultAddressUpdateMutation, {
      variables: { customerAccessToken: token, addressId: changed.customerAddressUpdate!.customerAddress!.id },
    });
    expect(defaulted.customerDefaultAddressUpdate?.customerUserErrors).toEqual([]);

    const { customer } = await storefront.query(CustomerQuery, { variables: { customerAccessToken: token } });
    expect(customer).toMatchObject({ email, firstName: 'Omar', lastName: 'Saleh' });
    expect(customer!.addresses.nodes).toHaveLength(1);
    expect(customer!.defaultAddress?.city).toBe('Dubai');

    const cart = await storefront.query(CartCreateMutation, { variables: { input: {} } });
    const linked = await storefront.query(CartBuyerIdentityUpdateMutation, {
      variables: { cartId: cart.cartCreate!.cart!.id, buyerIdentity: { customerAccessToken: token } },
    });
    expect(linked.cartBuyerIdentityUpdate?.userErrors).toEqual([]);
    expect(linked.cartBuyerIdentityUpdate?.cart?.buyerIdentity.customer?.email).toBe(email);

    const deleted = await storefront.query(CustomerAddressDeleteMutation, {
      variables: { customerAccessToken: token, id: customer!.addresses.nodes[0]!.id },
    });
    expect(deleted.customerAddressDelete?.deletedCustomerAddressId).toBeTruthy();

    const renewed = await storefront.query(CustomerAccessTokenRenewMutation, { variables: { customerAccessToken: token } });
    expect(renewed.customerAccessTokenRenew?.userErrors).toEqual([]);
    const fresh = renewed.customerAccessTokenRenew!.customerAccessToken!.accessToken;

    const signedOut = await storefront.query(CustomerAccessTokenDeleteMutation, { variables: { customerAccessToken: fresh } });
    expect(signedOut.customerAccessTokenDelete?.userErrors).toEqual([]);
    const gone = await storefront.query(CustomerQuery, { variables: { customerAccessToken: fresh } });
    expect(gone.customer).toBeNull();
  });

  it("reads the demo customer's orders, newest first, in every fulfilment status", async () => {
    const signedIn = await storefront.query(CustomerAccessTokenCreateMutation, {
      variables: { input: { email: DEMO_EMAIL, password: DEMO_PASSWORD } },
    });
    const customerAccessToken = signedIn.customerAccessTokenCreate!.customerAccessToken!.accessToken;
    const { customer } = await storefront.query(CustomerOrdersQuery, { variables: { customerAccessToken }, country: 'AE' });
    const orders = flattenConnection(customer?.orders);
    // Shopify has no PROCESSING: the SPEC's 'processing' orders are IN_PROGRESS in the API.
    expect(new Set(orders.map((order) => order.fulfillmentStatus))).toEqual(new Set(['FULFILLED', 'IN_PROGRESS', 'UNFULFILLED']));
    const dates = orders.map((order) => Date.parse(order.processedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const order = orders[0]!;
    expect(order.name).toMatch(/^#\d+/);
    expect(order.lineItems.nodes.length).toBeGreaterThan(0);
    expect(Number(order.totalPrice.amount)).toBeGreaterThan(0);
    expect(order.shippingAddress?.city).toBeTruthy();
  });

  it('lists the countries the shop sells in, and the shop', async () => {
    const { localization } = await storefront.query(LocalizationQuery, { country: 'KW' });
    expect(localization.country.isoCode).toBe('KW');
    expect(localization.country.currency.isoCode).toBe('KWD');
    expect(localization.availableCountries.map((country) => country.isoCode)).toEqual(
      expect.arrayContaining(['AE', 'KW', 'SA', 'US']),
    );
    const { shop } = await storefront.query(ShopQuery);
    expect(shop.name).toBeTruthy();
  });

  it("rejects a wrong token with an 'http' 401 error", async () => {
    const stranger = createStorefrontClient({ endpoint: `${origin}/api/${version}/graphql.json`, publicToken: 'wrong' });
    const error = await stranger.query(ShopQuery).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StorefrontError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
  });
});

async function loadCatalog(storefront: StorefrontClient): Promise<CatalogProduct[]> {
  const products: CatalogProduct[] = [];
  let after: string | null | undefined;
  do {
    const page = await storefront.query(CatalogPageQuery, { variables: { first: 100, after }, country: 'AE' });
    products.push(...page.products.nodes);
    after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : undefined;
  } while (after);
  return products;
}

/** Runs `task` over `items`, `size` at a time: the whole catalog without one burst of 150 requests. */
async function inBatches<Item, Result>(items: Item[], size: number, task: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  }
  return results;
}
