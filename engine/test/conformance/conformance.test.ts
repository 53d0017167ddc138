/**
 * The documents of real storefronts (README.md) through @shopify/storefront-api-client against the
 * engine on a real HTTP port, on both bundled schemas: every operation must answer without errors
 * and with the data a storefront goes on to use.
 */
import fs from 'node:fs';
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import { desc, eq } from 'drizzle-orm';
import { parse, print, separateOperations, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection.ts';
import { sentEmails } from '../../db/schema.ts';
import { startEngineServer, type EngineServer } from '../../server.ts';
import { DEMO } from '../fixture-catalog.ts';
import { testEngineOptions, TOKEN } from '../harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation answers its own shape; tests read it loosely
type Data = Record<string, any>;

function operations(file: string): Record<string, DocumentNode> {
  return separateOperations(parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')));
}

const HYDROGEN = operations('./hydrogen-skeleton.graphql');
const NEXT = operations('./nextjs-commerce.graphql');
const SPEC = operations('./spec-client.graphql');

let database: DatabaseHandle;
let running: EngineServer;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const { publicUrl: _own, ...options } = testEngineOptions(database.db);
  running = await startEngineServer({ ...options, port: 0 });
});
afterAll(async () => {
  await running?.close();
  await database?.close();
});

/** Shopify's client, as a storefront builds it; it always speaks https, so its fetch is pointed at our plain port. */
function clientFor(apiVersion: string): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: running.url,
    apiVersion,
    publicAccessToken: TOKEN,
    clientName: 'nazzara-conformance',
    customFetchApi: (url, init) => fetch(url.replace(/^https:/, 'http:'), init),
    // Versions the client does not know (2025-04 for one) only earn a warning.
    logger: () => {},
  });
}

function runner(client: StorefrontApiClient, documents: Record<string, DocumentNode>) {
  return async (name: string, variables: Record<string, unknown> = {}): Promise<Data> => {
    const document = documents[name];
    if (!document) throw new Error(`no operation ${name}`);
    const { data, errors } = await client.request<Data>(print(document), { variables });
    expect(errors?.graphQLErrors ?? errors, name).toBeUndefined();
    expect(data, name).toBeTruthy();
    return data!;
  };
}

const V = (n: number) => `gid://shopify/ProductVariant/${n}`;

async function resetLink(email: string): Promise<string> {
  const [mail] = await database.db
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.toAddress, email))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  return /https?:\/\/\S+\/account\/reset\/\d+\/[0-9a-f]{64}/.exec(mail?.body ?? '')![0];
}

describe.each(['2024-10', '2026-04'])('Hydrogen skeleton documents on %s', (version) => {
  const run = () => runner(clientFor(version), HYDROGEN);

  it('renders the layout: shop, brand logo and the header and footer menus', async () => {
    const header = await run()('Header', { headerMenuHandle: 'main-menu' });
    expect(header.shop.name).toBe('Nazzara');
    expect(header.shop.brand.logo.image.url).toMatch(/\/cdn\/shop\/files\/nazzara-logo\.svg/);
    expect(header.menu.items.length).toBeGreaterThan(3);
    expect(header.menu.items.every((item: { url: string }) => item.url.startsWith(running.url))).toBe(true);
    const footer = await run()('Footer', { footerMenuHandle: 'footer' });
    expect(footer.menu.items.map((i: { title: string }) => i.title)).toContain('Privacy policy');
    expect((await run()('StoreRobots')).shop.id).toBe('gid://shopify/Shop/1');
  });

  it('renders the home page, a collection, the collections list and the catalog', async () => {
    expect((await run()('FeaturedCollection')).collections.nodes).toHaveLength(1);
    expect((await run()('RecommendedProducts')).products.nodes).toHaveLength(4);
    const collection = await run()('Collection', { handle: 'sunglasses', first: 8 });
    expect(collection.collection.products.nodes.map((p: { handle: string }) => p.handle)).toEqual([
      'aviator-classic',
      'last-unit-shield',
    ]);
    const list = await run()('StoreCollections', { first: 4 });
    expect(list.collections.nodes).toHaveLength(4);
    expect(list.collections.pageInfo.hasNextPage).toBe(true);
    const catalog = await run()('Catalog', { first: 8 });
    expect(catalog.products.nodes).toHaveLength(6);
  });

  it('renders a product page with the fields getProductOptions needs, ignoring a utm_source', async () => {
    const { product } = await run()('Product', {
      handle: 'aviator-classic',
      selectedOptions: [
        { name: 'Color', value: 'Silver' },
        { name: 'Size', value: '58' },
        { name: 'utm_source', value: 'newsletter' },
      ],
    });
    expect(product.encodedVariantExistence).toBe('v1_0:0-1,1:0-1,');
    expect(product.encodedVariantAvailability).toBe('v1_0:0-1,1:1,');
    expect(product.selectedOrFirstAvailableVariant.title).toBe('Silver / 58');
    expect(product.adjacentVariants.map((v: { title: string }) => v.title)).toEqual(['Gold / 58', 'Silver / 55']);
  });

  it('renders pages, policies, search and predictive search', async () => {
    expect((await run()('Page', { handle: 'privacy-policy' })).page.body).toContain('cookie');
    const policy = await run()('Policy', {
      privacyPolicy: false,
      refundPolicy: true,
      shippingPolicy: false,
      termsOfService: false,
    });
    expect(policy.shop.refundPolicy).toMatchObject({ handle: 'refund-policy', title: 'Return policy' });
    const policies = await run()('Policies');
    expect(Object.values(policies.shop).filter(Boolean)).toHaveLength(4);
    const search = await run()('RegularSearch', { term: 'aviator', first: 8 });
    expect(search.products.nodes.map((p: { handle: string }) => p.handle)).toEqual(['aviator-classic']);
    expect(search.articles.nodes).toEqual([]);
    const predictive = await run()('PredictiveSearch', { term: 'avi', limit: 10, limitScope: 'EACH' });
    expect(predictive.predictiveSearch.products[0].handle).toBe('aviator-classic');
    expect(predictive.predictiveSearch.queries.length).toBeGreaterThan(0);
  });

  it('builds the sitemaps', async () => {
    const index = await run()('SitemapIndex');
    expect(index.products.pagesCount.count).toBe(1);
    expect(index.blogs.pagesCount.count).toBe(0);
    const products = await run()('Sitemap', { type: 'PRODUCT', page: 1 });
    expect(products.sitemap.resources.items).toHaveLength(6);
  });

  it('runs the cart handler’s mutations, codes included', async () => {
    const created = (await run()('cartCreate', { input: { lines: [{ merchandiseId: V(1), quantity: 1 }] } })).cartCreate;
    expect(created.userErrors).toEqual([]);
    const cartId = created.cart.id;
    const added = (await run()('cartLinesAdd', { cartId, lines: [{ merchandiseId: V(5), quantity: 1 }] })).cartLinesAdd;
    expect(added.cart.totalQuantity).toBe(2);
    const lineId = added.cart.lines.nodes[0].id;
    expect(
      (await run()('cartLinesUpdate', { cartId, lines: [{ id: lineId, quantity: 2 }] })).cartLinesUpdate.cart.totalQuantity,
    ).toBe(3);
    const discounted = (await run()('cartDiscountCodesUpdate', { cartId, discountCodes: ['WELCOME'] })).cartDiscountCodesUpdate;
    expect(discounted.cart.discountCodes).toEqual([{ code: 'WELCOME', applicable: false }]);
    const gift = (await run()('cartGiftCardCodesUpdate', { cartId, giftCardCodes: ['GIFT-0001'] })).cartGiftCardCodesUpdate;
    expect(gift.cart.appliedGiftCards).toEqual([]);
    if (version === '2026-04') {
      expect(
        (await run()('cartGiftCardCodesAdd_2026', { cartId, giftCardCodes: ['GIFT-0002'] })).cartGiftCardCodesAdd.userErrors,
      ).toEqual([]);
      const removed = await run()('cartGiftCardCodesRemove_2026', {
        cartId,
        appliedGiftCardIds: ['gid://shopify/AppliedGiftCard/1'],
      });
      expect(removed.cartGiftCardCodesRemove.userErrors).toEqual([]);
    }
    expect((await run()('cartNoteUpdate', { cartId, note: 'Gift wrap' })).cartNoteUpdate.cart.note).toBe('Gift wrap');
    const attributes = await run()('cartAttributesUpdate', { cartId, attributes: [{ key: 'source', value: 'hydrogen' }] });
    expect(attributes.cartAttributesUpdate.cart.attributes).toEqual([{ key: 'source', value: 'hydrogen' }]);
    const token = (await run()('customerAccessTokenCreate', { input: DEMO })).customerAccessTokenCreate.customerAccessToken
      .accessToken;
    const linked = await run()('cartBuyerIdentityUpdate', { cartId, buyerIdentity: { customerAccessToken: token } });
    expect(linked.cartBuyerIdentityUpdate.cart.buyerIdentity.email).toBe(DEMO.email);
    const removed = await run()('cartLinesRemove', { cartId, lineIds: [lineId] });
    expect(removed.cartLinesRemove.cart.totalQuantity).toBe(1);
    expect((await run()('CartQuery', { cartId })).cart.id).toBe(cartId);
  });

  it('runs the classic account routes: orders by keyed id and forgot password', async () => {
    const token = (await run()('customerAccessTokenCreate', { input: DEMO })).customerAccessTokenCreate.customerAccessToken
      .accessToken;
    const orders = await run()('CustomerOrders', { customerAccessToken: token });
    const orderId = orders.customer.orders.nodes[0].id;
    const order = await run()('CustomerOrder', { orderId });
    expect(order.node.name).toMatch(/^#\d+$/);
    expect(order.node.lineItems.nodes.length).toBeGreaterThan(0);

    const email = `forgot-${version}@example.com`;
    await fetch(`${running.url}/api/${version}/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
      body: JSON.stringify({
        query: 'mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }',
        variables: { input: { email, password: 'old-secret-1' } },
      }),
    });
    expect((await run()('customerRecover', { email })).customerRecover.customerUserErrors).toEqual([]);
    const [, id, resetToken] = /\/account\/reset\/(\d+)\/([0-9a-f]+)/.exec(await resetLink(email))!;
    const reset = await run()('customerReset', {
      id: `gid://shopify/Customer/${id}`,
      input: { resetToken, password: 'new-secret-2' },
    });
    expect(reset.customerReset.customerUserErrors).toEqual([]);
    expect(reset.customerReset.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(['2024-10', '2026-04'])('Next.js Commerce documents on %s', (version) => {
  const run = () => runner(clientFor(version), NEXT);

  it('reads collections, menus, pages, products and recommendations', async () => {
    const collections = (await run()('getCollections')).collections.edges.map((e: { node: { title: string } }) => e.node.title);
    expect(collections).toEqual([...collections].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await run()('getCollection', { handle: 'gucci' })).collection.title).toBe('Gucci');
    const sorted = await run()('getCollectionProducts', { handle: 'sunglasses', sortKey: 'PRICE', reverse: true });
    expect(sorted.collection.products.edges.map((e: { node: { handle: string } }) => e.node.handle)).toEqual([
      'last-unit-shield',
      'aviator-classic',
    ]);
    expect((await run()('getMenu', { handle: 'footer' })).menu.items.length).toBe(6);
    expect((await run()('getPage', { handle: 'return-policy' })).pageByHandle.bodySummary).toContain('exchanges');
    expect((await run()('getPages')).pages.edges).toHaveLength(4);
    const product = (await run()('getProduct', { handle: 'aviator-classic' })).product;
    expect(product.variants.edges).toHaveLength(4);
    const products = await run()('getProducts', {
      sortKey: 'PRICE',
      reverse: false,
      query: '(product_type:Sunglasses OR product_type:Eyeglasses) -vendor:Oakley',
    });
    expect(products.products.edges.map((e: { node: { handle: string } }) => e.node.handle)).toEqual([
      'aviator-classic',
      'cat-eye-luxe',
    ]);
    const related = await run()('getProductRecommendations', { productId: product.id });
    expect(related.productRecommendations.map((p: { handle: string }) => p.handle)).toEqual(['last-unit-shield']);
  });

  it('runs the cart', async () => {
    const cart = (await run()('createCart', { lineItems: [{ merchandiseId: V(6), quantity: 1 }] })).cartCreate.cart;
    const added = (await run()('addToCart', { cartId: cart.id, lines: [{ merchandiseId: V(7), quantity: 2 }] })).cartLinesAdd
      .cart;
    expect(added.totalQuantity).toBe(3);
    const line = added.lines.edges[0].node;
    const edited = (await run()('editCartItems', { cartId: cart.id, lines: [{ id: line.id, quantity: 3 }] })).cartLinesUpdate
      .cart;
    expect(edited.totalQuantity).toBe(5);
    const removed = (await run()('removeFromCart', { cartId: cart.id, lineIds: [line.id] })).cartLinesRemove.cart;
    expect(removed.totalQuantity).toBe(2);
    expect((await run()('getCart', { cartId: cart.id })).cart.lines.edges).toHaveLength(1);
  });
});

// The client's own 2025-04 (not bundled: it falls forward to 2026-04), and the older schema.
describe.each(['2025-04', '2024-10'])('the SPEC’s original client on %s', (version) => {
  const run = () => runner(clientFor(version), SPEC);

  it('is answered by the version it falls forward to', async () => {
    const response = await clientFor(version).fetch('{ shop { name } }');
    expect(response.headers.get('x-shopify-api-version')).toBe(version === '2025-04' ? '2026-04' : '2024-10');
  });

  it('reads a product and resolves its list metafields with the second request', async () => {
    const { productByHandle } = await run()('productByHandle', { handle: 'cat-eye-luxe' });
    expect(productByHandle.variants.edges[0].node.priceV2).toEqual({ amount: '2450.0', currencyCode: 'AED' });
    expect(productByHandle.images.edges[0].node.src).toContain('/cdn/shop/files/');
    const design = productByHandle.metafields.find((m: { key: string } | null) => m?.key === 'eyewear-frame-design');
    const [id0, id1] = JSON.parse(design.value) as string[];
    const lookups = await run()('metaobjectLookups', { id0, id1 });
    expect([lookups.m0.handle, lookups.m1.handle]).toEqual(['cat-eye', 'aviator']);
  });

  it('registers, signs in, keeps a cart and addresses', async () => {
    const email = `spec-${version}@example.com`;
    const created = await run()('customerCreate', {
      input: { email, password: 'spec-pass-1', firstName: 'Huda', lastName: 'Saleh' },
    });
    expect(created.customerCreate.userErrors).toEqual([]);
    const signIn = await run()('customerAccessTokenCreate', { input: { email, password: 'spec-pass-1' } });
    const token = signIn.customerAccessTokenCreate.customerAccessToken.accessToken;
    expect((await run()('getCustomer', { customerAccessToken: token })).customer).toEqual({
      email,
      firstName: 'Huda',
      lastName: 'Saleh',
    });

    const cart = (await run()('createCart', { cartInput: { lines: [], attributes: [{ key: 'cart_attribute', value: 'spec' }] } }))
      .cartCreate.cart;
    const added = await run()('addCartLines', { cartId: cart.id, lines: [{ merchandiseId: V(2), quantity: 1 }] });
    const line = added.cartLinesAdd.cart.lines.edges[0].node;
    expect(line.merchandise.priceV2.currencyCode).toBe('AED');
    await run()('updateCartLines', { cartId: cart.id, lines: [{ id: line.id, quantity: 2 }] });
    expect(
      (await run()('updateBuyerIdentity', { cartId: cart.id, buyerIdentity: { customerAccessToken: token } }))
        .cartBuyerIdentityUpdate.userErrors,
    ).toEqual([]);
    const read = (await run()('getCart', { cartId: cart.id })).cart;
    expect(read.lines.edges[0].node.quantity).toBe(2);
    // A cart id alone never shows whose cart it is (docs/engine.md, 'Where it differs from Shopify').
    expect(read.buyerIdentity.email).toBeNull();

    const address = {
      firstName: 'Huda',
      lastName: 'Saleh',
      address1: '1 Corniche Rd',
      city: 'Abu Dhabi',
      country: 'United Arab Emirates',
      zip: '00000',
      phone: '+971501112233',
    };
    const made = await run()('customerAddressCreate', { customerAccessToken: token, address });
    const addressId = made.customerAddressCreate.customerAddress.id;
    expect((await run()('customerAddresses', { customerAccessToken: token })).customer.addresses.edges).toHaveLength(1);
    const updated = await run()('customerAddressUpdate', {
      customerAccessToken: token,
      id: addressId,
      address: { ...address, city: 'Al Ain' },
    });
    expect(updated.customerAddressUpdate.customerAddress.city).toBe('Al Ain');
    expect((await run()('getCustomerFull', { customerAccessToken: token })).customer.addresses.edges[0].node.city).toBe('Al Ain');
    const deleted = await run()('customerAddressDelete', { customerAccessToken: token, id: addressId });
    expect(deleted.customerAddressDelete.deletedCustomerAddressId).toBe(addressId);
  });
});
