/** An order whose total is past what an order's amount columns hold is refused with a message, and takes no stock. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCatalog } from '../test/fixture-catalog.ts';
import { startHarness, type Harness } from '../test/harness.ts';
import { cartWith, checkoutPost, SHIPPING_FORM } from '../test/shop.ts';

let h: Harness;
let variantId: string;

/** The test catalog with a frame dear and plentiful enough for a total past 2^31 fils. */
function catalogWithGoldFrame() {
  const catalog = fixtureCatalog();
  const [template] = catalog.products;
  catalog.products.push({
    ...template!,
    handle: 'solid-gold-frame',
    title: 'Solid Gold Frame',
    images: [],
    translations: {},
    variants: [{ ...template!.variants[0]!, sku: 'GOLD-1', quantityAvailable: 300, priceAed: 100_000, compareAtPriceAed: null }],
  });
  return catalog;
}

beforeAll(async () => {
  h = await startHarness({ catalog: catalogWithGoldFrame });
  const { data } = await h.gql<{ product: { variants: { nodes: { id: string }[] } } }>(
    '{ product(handle: "solid-gold-frame") { variants(first: 1) { nodes { id } } } }',
  );
  variantId = data.product.variants.nodes[0]!.id;
});
afterAll(() => h?.close());

const stock = async () =>
  (
    await h.gql<{ node: { quantityAvailable: number } }>(
      `{ node(id: "${variantId}") { ... on ProductVariant { quantityAvailable } } }`,
    )
  ).data.node.quantityAvailable;

describe('an order too large for one payment', () => {
  it('is refused on the checkout page with what to do, and leaves the stock as it was', async () => {
    const cart = await cartWith(h, [{ merchandiseId: variantId, quantity: 250 }]);
    const response = (await h.engine.handle(checkoutPost(cart.checkoutUrl, SHIPPING_FORM)))!;
    expect(response.status).toBe(422);
    expect(await response.text()).toContain(
      'This order is larger than we can take in one payment. Please lower the quantities in your cart and try again.',
    );
    expect(await stock()).toBe(300);

    const smaller = await cartWith(h, [{ merchandiseId: variantId, quantity: 2 }]);
    expect((await h.engine.handle(checkoutPost(smaller.checkoutUrl, SHIPPING_FORM)))!.status).toBe(303);
    expect(await stock()).toBe(298);
  });
});
