import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, fixtureCatalog } from '../test/fixture-catalog.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { checkoutPost, SHIPPING_FORM, signIn, V } from '../test/shop.ts';

/**
 * A pair of glasses travels as two cart lines tied by line attributes (issue 11): the engine keeps
 * them on the cart, shows the readable ones in its checkout, and copies them to the order. Lens
 * packages are hidden products (`seo.hidden`): buyable, but not found by search or the sitemap.
 */
let h: Harness;
let lensVariant: string;
beforeAll(async () => {
  h = await startHarness({
    catalog: () => {
      const catalog = fixtureCatalog();
      catalog.products.push({
        handle: 'lenses-single-vision',
        title: 'Single vision lenses',
        descriptionHtml: '<p>Prescription lenses for one distance.</p>',
        vendor: 'Nazzara',
        productType: 'Lenses',
        tags: ['Lenses'],
        options: [{ name: 'Index', values: ['1.50'] }],
        variants: [
          {
            sku: 'LNS-SV-150-AR',
            title: '1.50',
            selectedOptions: [{ name: 'Index', value: '1.50' }],
            priceAed: 150,
            compareAtPriceAed: null,
            quantityAvailable: 1000,
            imageKey: null,
          },
        ],
        images: [],
        videos: [],
        metafields: [{ namespace: 'seo', key: 'hidden', type: 'number_integer', value: '1' }],
        createdAt: '2024-01-01T00:00:00Z',
      });
      return catalog;
    },
  });
  const { data } = await h.gql('{ product(handle: "lenses-single-vision") { variants(first: 1) { nodes { id } } } }');
  lensVariant = data.product.variants.nodes[0].id;
});
afterAll(() => h?.close());

const PRESCRIPTION = [
  { key: '_pair', value: 'pair-1' },
  { key: 'Prescription', value: 'Entered by the customer' },
  { key: 'Right eye (OD)', value: 'SPH −2.25 CYL −0.50 AXIS 90' },
  { key: 'Left eye (OS)', value: 'SPH −2.00' },
  { key: 'PD', value: '63' },
];

describe('lens packages are hidden products', () => {
  it('can be read by handle, but search, predictive search and the sitemap leave them out', async () => {
    expect(lensVariant).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    const { data } = await h.gql(`{
      search(query: "single vision", first: 10, types: PRODUCT) { nodes { ... on Product { handle } } }
      predictiveSearch(query: "single vision") { products { handle } queries { text } }
      sitemap(type: PRODUCT) { resources(page: 1) { items { handle } } }
    }`);
    expect(data.search.nodes).toEqual([]);
    expect(data.predictiveSearch.products).toEqual([]);
    expect(data.predictiveSearch.queries).toEqual([]);
    const handles = data.sitemap.resources.items.map((item: { handle: string }) => item.handle);
    expect(handles).toContain('aviator-classic');
    expect(handles).not.toContain('lenses-single-vision');
  });
});

describe('line attributes', () => {
  it('are stored with the lines, shown in the checkout and kept on the order', async () => {
    const token = await signIn(h, DEMO.email, DEMO.password);
    const { data } = await h.gql(
      `mutation C($input: CartInput) { cartCreate(input: $input) {
        cart { id checkoutUrl lines(first: 5) { nodes { quantity attributes { key value } merchandise { ... on ProductVariant { id } } } } }
        userErrors { message } } }`,
      {
        input: {
          buyerIdentity: { customerAccessToken: token },
          lines: [
            { merchandiseId: V(1), quantity: 1, attributes: [{ key: '_pair', value: 'pair-1' }] },
            { merchandiseId: lensVariant, quantity: 1, attributes: PRESCRIPTION },
          ],
        },
      },
    );
    const cart = data.cartCreate.cart;
    expect(cart.lines.nodes.map((line: { attributes: unknown }) => line.attributes)).toEqual([
      [{ key: '_pair', value: 'pair-1' }],
      PRESCRIPTION,
    ]);

    const page = await (await h.engine.handle(new Request(cart.checkoutUrl)))!.text();
    expect(page).toContain('Right eye (OD): SPH −2.25 CYL −0.50 AXIS 90');
    expect(page).toContain('PD: 63');
    expect(page).not.toContain('_pair');

    const paid = (await h.engine.handle(checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, email: DEMO.email })))!;
    expect(paid.status).toBe(303);
    const { data: orders } = await h.gql(
      `query O($t: String!) { customer(customerAccessToken: $t) { orders(first: 1, sortKey: PROCESSED_AT, reverse: true) { nodes {
        lineItems(first: 5) { nodes { title customAttributes { key value } } } } } } }`,
      { t: token },
    );
    const lines = orders.customer.orders.nodes[0].lineItems.nodes;
    expect(lines.map((line: { customAttributes: unknown }) => line.customAttributes)).toEqual([
      [{ key: '_pair', value: 'pair-1' }],
      PRESCRIPTION,
    ]);
  });
});
