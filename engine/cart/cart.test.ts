import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/cache.ts';
import { DEMO } from '../test/fixture-catalog.ts';
import { PUBLIC_URL, startHarness, type Harness } from '../test/harness.ts';
import { addLines } from './lines.ts';
import { findOpenCart, inCartTransaction } from './store.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const V = (n: number) => `gid://shopify/ProductVariant/${n}`;
// Fixture variants: 1-4 Aviator Classic (10, 2, 0 and 1 units), 5 Cat Eye Luxe, 6-7 Daily Clear,
// 8 Last Unit Shield (1 unit), 9 Sold Out Reader, 10 Site Guard Safety.
const CART = `id checkoutUrl createdAt updatedAt totalQuantity note attributes { key value }
  buyerIdentity { email phone countryCode customer { email } deliveryAddressPreferences { ... on MailingAddress { address1 city countryCodeV2 } } }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } checkoutChargeAmount { amount } }
  lines(first: 10) { nodes { id quantity attributes { key value }
    cost { amountPerQuantity { amount currencyCode } compareAtAmountPerQuantity { amount } totalAmount { amount } }
    merchandise { ... on ProductVariant { id title quantityAvailable priceV2 { amount currencyCode } compareAtPriceV2 { amount }
      product { title handle productType featuredImage { url altText } } } } } }`;
const PAYLOAD = `cart { ${CART} } userErrors { code field message } warnings { code message target }`;

async function createCart(input: Record<string, unknown>, country?: string) {
  const directive = country ? ` @inContext(country: ${country})` : '';
  const { data, errors } = await h.gql(`mutation C($input: CartInput)${directive} { cartCreate(input: $input) { ${PAYLOAD} } }`, {
    input,
  });
  expect(errors).toBeUndefined();
  return data.cartCreate;
}

const add = (cartId: string, lines: unknown[]) =>
  h.gql(`mutation A($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`, {
    cartId,
    lines,
  });
const update = (cartId: string, lines: unknown[]) =>
  h.gql(
    `mutation U($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`,
    { cartId, lines },
  );
const remove = (cartId: string, lineIds: string[]) =>
  h.gql(`mutation R($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } }`, {
    cartId,
    lineIds,
  });

describe('cartCreate', () => {
  it('creates a cart with lines, attributes and Shopify-shaped ids', async () => {
    const { cart, userErrors, warnings } = await createCart({
      lines: [{ merchandiseId: V(1), quantity: 2 }],
      attributes: [{ key: 'cart_attribute', value: 'This is a cart attribute' }],
    });
    expect(userErrors).toEqual([]);
    expect(warnings).toEqual([]);
    const match = /^gid:\/\/shopify\/Cart\/([\w-]+)\?key=([0-9a-f]+)$/.exec(cart.id);
    expect(match).not.toBeNull();
    expect(cart.checkoutUrl).toBe(`${PUBLIC_URL}/checkouts/cn/${match![1]}?key=${match![2]}`);
    expect(cart).toMatchObject({
      totalQuantity: 2,
      attributes: [{ key: 'cart_attribute', value: 'This is a cart attribute' }],
      buyerIdentity: { email: null, countryCode: 'AE', customer: null, deliveryAddressPreferences: [] },
      cost: {
        subtotalAmount: { amount: '1300.0', currencyCode: 'AED' },
        totalAmount: { amount: '1300.0' },
        checkoutChargeAmount: { amount: '1300.0' },
      },
    });
    expect(cart.lines.nodes[0]).toMatchObject({
      quantity: 2,
      cost: {
        amountPerQuantity: { amount: '650.0', currencyCode: 'AED' },
        compareAtAmountPerQuantity: { amount: '800.0' },
        totalAmount: { amount: '1300.0' },
      },
      merchandise: {
        id: V(1),
        title: 'Gold / 55',
        quantityAvailable: 10,
        priceV2: { amount: '650.0', currencyCode: 'AED' },
        product: {
          title: 'Aviator Classic',
          handle: 'aviator-classic',
          productType: 'Sunglasses',
          featuredImage: { altText: 'Aviator Classic view 1' },
        },
      },
    });
    expect(cart.lines.nodes[0].id).toMatch(/^gid:\/\/shopify\/CartLine\/\d+\?cart=/);
  });

  it('prices the cart in the currency of its country (KWD with 3 decimals)', async () => {
    const fromContext = await createCart({ lines: [{ merchandiseId: V(5), quantity: 1 }] }, 'KW');
    expect(fromContext.cart.buyerIdentity.countryCode).toBe('KW');
    expect(fromContext.cart.cost.totalAmount).toEqual({ amount: '205.021', currencyCode: 'KWD' });
    const fromBuyer = await createCart({ lines: [{ merchandiseId: V(5), quantity: 2 }], buyerIdentity: { countryCode: 'US' } });
    expect(fromBuyer.cart.cost.totalAmount).toEqual({ amount: '1334.24', currencyCode: 'USD' });
    // A later query in another context still shows the cart's own currency.
    const again = await h.gql(
      'query Q($id: ID!) @inContext(country: SA) { cart(id: $id) { cost { totalAmount { currencyCode } } } }',
      { id: fromBuyer.cart.id },
    );
    expect(again.data.cart.cost.totalAmount.currencyCode).toBe('USD');
  });

  it('rejects unknown merchandise without creating a cart', async () => {
    const { cart, userErrors } = await createCart({ lines: [{ merchandiseId: V(999), quantity: 1 }] });
    expect(cart).toBeNull();
    expect(userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['input', 'lines', '0', 'merchandiseId'],
        message: `The merchandise with id ${V(999)} does not exist.`,
      },
    ]);
  });
});

describe('cart lines', () => {
  it('adds (merging the same variant), updates and removes lines', async () => {
    const { cart } = await createCart({});
    const added = await add(cart.id, [{ merchandiseId: V(1), quantity: 1 }, { merchandiseId: V(6) }]);
    expect(added.data.cartLinesAdd.userErrors).toEqual([]);
    const merged = await add(cart.id, [{ merchandiseId: V(1), quantity: 2 }]);
    const lines = merged.data.cartLinesAdd.cart.lines.nodes;
    expect(lines.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    expect(merged.data.cartLinesAdd.cart.totalQuantity).toBe(4);

    const updated = await update(cart.id, [{ id: lines[0].id, quantity: 5 }]);
    expect(updated.data.cartLinesUpdate.cart.lines.nodes[0].quantity).toBe(5);
    const zero = await update(cart.id, [{ id: lines[1].id, quantity: 0 }]);
    expect(zero.data.cartLinesUpdate.cart.lines.nodes).toHaveLength(1);
    const removed = await remove(cart.id, [lines[0].id]);
    expect(removed.data.cartLinesRemove.cart).toMatchObject({
      totalQuantity: 0,
      lines: { nodes: [] },
      cost: { totalAmount: { amount: '0.0' } },
    });
  });

  it('clamps a quantity above stock and warns MERCHANDISE_NOT_ENOUGH_STOCK', async () => {
    const { cart } = await createCart({});
    const { data } = await add(cart.id, [{ merchandiseId: V(2), quantity: 5 }]);
    const payload = data.cartLinesAdd;
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart.lines.nodes[0].quantity).toBe(2);
    expect(payload.warnings).toEqual([
      { code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: V(2), message: expect.stringContaining('only 2 items') },
    ]);
    const more = await update(cart.id, [{ id: payload.cart.lines.nodes[0].id, quantity: 3 }]);
    expect(more.data.cartLinesUpdate.cart.lines.nodes[0].quantity).toBe(2);
    expect(more.data.cartLinesUpdate.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('holds lines of one variant with other attributes to its stock together', async () => {
    // Two pairs on the same frame (2 in stock): each asks for 2.
    const pair = (tag: string) => ({ merchandiseId: V(2), quantity: 2, attributes: [{ key: '_pair', value: tag }] });
    const made = await createCart({ lines: [pair('a'), pair('b')] });
    expect(made.cart.lines.nodes.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
    expect(made.warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', target: V(2), message: expect.any(String) }]);

    const split = await createCart({
      lines: [
        { ...pair('a'), quantity: 1 },
        { ...pair('b'), quantity: 1 },
      ],
    });
    const [first, second] = split.cart.lines.nodes;
    expect(split.cart.totalQuantity).toBe(2);
    // Raising one line takes only what the other leaves; lowering one first frees it for the next.
    const raised = await update(split.cart.id, [{ id: first.id, quantity: 2 }]);
    expect(raised.data.cartLinesUpdate.cart.lines.nodes.map((line: { quantity: number }) => line.quantity)).toEqual([1, 1]);
    expect(raised.data.cartLinesUpdate.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
    // In one call, in either order: the line removed frees its unit for the one raised.
    const moved = await update(split.cart.id, [
      { id: first.id, quantity: 2 },
      { id: second.id, quantity: 0 },
    ]);
    expect(moved.data.cartLinesUpdate.cart.lines.nodes.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
    expect(moved.data.cartLinesUpdate.warnings).toEqual([]);
  });

  it('does not add a sold-out variant and warns MERCHANDISE_OUT_OF_STOCK', async () => {
    const { cart } = await createCart({});
    const { data } = await add(cart.id, [{ merchandiseId: V(3), quantity: 1 }]);
    expect(data.cartLinesAdd.cart.lines.nodes).toEqual([]);
    expect(data.cartLinesAdd.warnings).toEqual([
      { code: 'MERCHANDISE_OUT_OF_STOCK', target: V(3), message: "The product 'Aviator Classic' is already sold out." },
    ]);
  });

  it('reports unknown merchandise and unknown lines as userErrors', async () => {
    const { cart } = await createCart({ lines: [{ merchandiseId: V(1) }] });
    const unknown = await add(cart.id, [{ merchandiseId: V(12345), quantity: 1 }]);
    expect(unknown.data.cartLinesAdd).toMatchObject({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['lines', '0', 'merchandiseId'],
          message: `The merchandise with id ${V(12345)} does not exist.`,
        },
      ],
    });
    const badLine = 'gid://shopify/CartLine/999999?cart=x';
    const upd = await update(cart.id, [{ id: badLine, quantity: 1 }]);
    expect(upd.data.cartLinesUpdate.userErrors).toEqual([
      { code: 'INVALID', field: ['lines', '0', 'id'], message: `The merchandise line with id ${badLine} does not exist.` },
    ]);
    const rem = await remove(cart.id, [badLine]);
    expect(rem.data.cartLinesRemove.userErrors[0].field).toEqual(['lineIds', '0']);
  });

  it('pages through lines', async () => {
    const { cart } = await createCart({ lines: [1, 2, 4, 5, 6].map((n) => ({ merchandiseId: V(n) })) });
    const page = await h.gql(
      'query Q($id: ID!) { cart(id: $id) { lines(first: 2) { pageInfo { hasNextPage endCursor } nodes { merchandise { ... on ProductVariant { id } } } } } }',
      {
        id: cart.id,
      },
    );
    expect(page.data.cart.lines.pageInfo.hasNextPage).toBe(true);
    const next = await h.gql(
      'query Q($id: ID!, $after: String) { cart(id: $id) { lines(first: 10, after: $after) { nodes { quantity } } } }',
      {
        id: cart.id,
        after: page.data.cart.lines.pageInfo.endCursor,
      },
    );
    expect(next.data.cart.lines.nodes).toHaveLength(3);
  });
});

describe('a change that fails part-way', () => {
  const quantities = async (cartId: string) =>
    (await h.gql(`query($id: ID!) { cart(id: $id) { lines(first: 10) { nodes { quantity } } } }`, { id: cartId })).data.cart.lines
      .nodes;

  it('leaves the cart unchanged when a later line cannot be stored', async () => {
    const { cart } = await createCart({ lines: [{ merchandiseId: V(1), quantity: 1 }] });
    const { data, errors } = await add(cart.id, [
      { merchandiseId: V(6), quantity: 1 },
      { merchandiseId: V(7), quantity: 1, attributes: [{ key: 'k', value: '\udfff' }] },
    ]);
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions?.code).toBe('ARGUMENT_INVALID');
    expect(await quantities(cart.id)).toEqual([{ quantity: 1 }]);
  });

  it('rolls back every write of the mutation when one fails', async () => {
    const { cart } = await createCart({ lines: [{ merchandiseId: V(1), quantity: 1 }] });
    const ctx = { db: h.handle.db, catalog: await loadCatalog(h.handle.db) };
    const open = (await findOpenCart(h.handle.db, cart.id))!;
    const failing = inCartTransaction(ctx, async (tx) => {
      await addLines(tx, open, [{ merchandiseId: V(1) }, { merchandiseId: V(6) }], ['lines']);
      throw new Error('the database went away');
    });
    await expect(failing).rejects.toThrow('the database went away');
    expect(await quantities(cart.id)).toEqual([{ quantity: 1 }]);
  });
});

describe('cart lookup and buyer identity', () => {
  it('answers null for an unknown cart or a wrong key, and errors on mutations', async () => {
    const { cart } = await createCart({});
    const wrongKey = cart.id.replace(/key=.*/, 'key=0000');
    const { data } = await h.gql('query Q($a: ID!, $b: ID!) { a: cart(id: $a) { id } b: cart(id: $b) { id } }', {
      a: wrongKey,
      b: 'gid://shopify/Cart/nope?key=1',
    });
    expect(data).toEqual({ a: null, b: null });
    const mutation = await add(wrongKey, [{ merchandiseId: V(1) }]);
    expect(mutation.data.cartLinesAdd).toMatchObject({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
    });
  });

  it('links the cart to a customer with their access token', async () => {
    const login = await h.gql(
      'mutation { customerAccessTokenCreate(input: { email: "demo@nazzara.test", password: "demo-pass-123" }) { customerAccessToken { accessToken } } }',
    );
    const token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;
    const { cart } = await createCart({});
    const mutation = `mutation B($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } }`;
    const linked = await h.gql(mutation, {
      cartId: cart.id,
      buyerIdentity: {
        customerAccessToken: token,
        deliveryAddressPreferences: [{ deliveryAddress: { address1: '12 Marina Walk', city: 'Dubai', country: 'AE' } }],
      },
    });
    expect(linked.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
    expect(linked.data.cartBuyerIdentityUpdate.cart.buyerIdentity).toEqual({
      email: DEMO.email,
      phone: '+971501234567',
      countryCode: 'AE',
      customer: { email: DEMO.email },
      deliveryAddressPreferences: [{ address1: '12 Marina Walk', city: 'Dubai', countryCodeV2: 'AE' }],
    });
    const country = await h.gql(mutation, { cartId: cart.id, buyerIdentity: { countryCode: 'SA' } });
    expect(country.data.cartBuyerIdentityUpdate.cart.buyerIdentity.countryCode).toBe('SA');
    expect(country.data.cartBuyerIdentityUpdate.cart.cost.totalAmount.currencyCode).toBe('SAR');
    const invalid = await h.gql(mutation, { cartId: cart.id, buyerIdentity: { customerAccessToken: 'nope' } });
    expect(invalid.data.cartBuyerIdentityUpdate).toMatchObject({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid' }],
    });
  });

  it('shows the customer behind a cart only to a request with their access token', async () => {
    const signIn = async () =>
      (
        await h.gql(
          'mutation { customerAccessTokenCreate(input: { email: "demo@nazzara.test", password: "demo-pass-123" }) { customerAccessToken { accessToken } } }',
        )
      ).data.customerAccessTokenCreate.customerAccessToken.accessToken as string;
    const token = await signIn();
    const { cart } = await createCart({ lines: [{ merchandiseId: V(1) }], buyerIdentity: { customerAccessToken: token } });
    // The request that linked the cart carried the token: it sees whom it linked.
    expect(cart.buyerIdentity).toMatchObject({ email: DEMO.email, customer: { email: DEMO.email } });

    const read = `query R($id: ID!) { cart(id: $id) { id buyerIdentity { email phone customer { email phone
      addresses(first: 5) { nodes { address1 } } orders(first: 5) { nodes { name } } } } } }`;
    const hidden = { email: null, phone: null, customer: null };
    // The cart id alone (a shared or planted cookie) does not reveal the customer, their email or phone.
    expect((await h.gql(read, { id: cart.id })).data.cart.buyerIdentity).toEqual(hidden);
    // Nor does a change that does not carry the token.
    expect((await add(cart.id, [{ merchandiseId: V(5) }])).data.cartLinesAdd.cart.buyerIdentity).toMatchObject(hidden);
    // After logout the token is gone: it can no longer show anything.
    await h.gql('mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }', {
      t: token,
    });
    const mutation = `mutation B($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } }`;
    const stale = await h.gql(mutation, { cartId: cart.id, buyerIdentity: { customerAccessToken: token } });
    expect(stale.data.cartBuyerIdentityUpdate.cart).toBeNull();
    expect((await h.gql(read, { id: cart.id })).data.cart.buyerIdentity).toEqual(hidden);
    // The customer signing in again sees themselves once more, in the request that carries the new token.
    const again = await h.gql(mutation, { cartId: cart.id, buyerIdentity: { customerAccessToken: await signIn() } });
    expect(again.data.cartBuyerIdentityUpdate.cart.buyerIdentity.customer).toEqual({ email: DEMO.email });
  });
});

describe('discount and gift card codes', () => {
  const CODES = `cart { discountCodes { code applicable } appliedGiftCards { id } cost { totalAmount { amount } } } userErrors { code message } warnings { code target }`;

  it('keeps discount codes as entered, never applicable, and warns on the newest version', async () => {
    const cart = (await createCart({ lines: [{ merchandiseId: V(1), quantity: 1 }] })).cart;
    const update = `mutation D($id: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { ${CODES} } }`;
    const { data } = await h.gql(update, { id: cart.id, codes: [' SUMMER10 ', 'summer10', '', 'VIP'] });
    expect(data.cartDiscountCodesUpdate).toEqual({
      cart: {
        discountCodes: [
          { code: 'SUMMER10', applicable: false },
          { code: 'VIP', applicable: false },
        ],
        appliedGiftCards: [],
        cost: { totalAmount: { amount: cart.cost.totalAmount.amount } },
      },
      userErrors: [],
      warnings: [],
    });
    const newest = await h.gql(update, { id: cart.id, codes: ['WELCOME'] }, '2026-04');
    expect(newest.data.cartDiscountCodesUpdate.warnings).toEqual([{ code: 'DISCOUNT_NOT_FOUND', target: cart.id }]);
    const cleared = await h.gql(update, { id: cart.id, codes: [] });
    expect(cleared.data.cartDiscountCodesUpdate.cart.discountCodes).toEqual([]);
    const missing = await h.gql(update, { id: 'gid://shopify/Cart/nope?key=x', codes: ['A'] });
    expect(missing.data.cartDiscountCodesUpdate.userErrors[0].message).toBe('The specified cart does not exist.');
  });

  it('answers codes given to cartCreate as the code mutations do', async () => {
    const create = `mutation C($input: CartInput) { cartCreate(input: $input) { cart { id discountCodes { code applicable } appliedGiftCards { id } } warnings { code target } } }`;
    const input = { discountCodes: [' SUMMER10 ', 'summer10', 'VIP'], giftCardCodes: ['ABCD-1234'] };
    const oldest = (await h.gql(create, { input })).data.cartCreate;
    expect(oldest.cart.discountCodes).toEqual([
      { code: 'SUMMER10', applicable: false },
      { code: 'VIP', applicable: false },
    ]);
    expect(oldest.cart.appliedGiftCards).toEqual([]);
    expect(oldest.warnings).toEqual([{ code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', target: oldest.cart.id }]);
    const newest = (await h.gql(create, { input }, '2026-04')).data.cartCreate;
    expect(newest.warnings).toEqual([
      { code: 'DISCOUNT_NOT_FOUND', target: newest.cart.id },
      { code: 'DISCOUNT_NOT_FOUND', target: newest.cart.id },
      { code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', target: newest.cart.id },
    ]);
  });

  it('applies no gift card (the engine has none) and says gift cards are unavailable', async () => {
    const cart = (await createCart({ lines: [{ merchandiseId: V(1), quantity: 1 }] })).cart;
    const update = await h.gql(
      `mutation G($id: ID!) { cartGiftCardCodesUpdate(cartId: $id, giftCardCodes: ["ABCD-1234"]) { ${CODES} } }`,
      { id: cart.id },
    );
    expect(update.data.cartGiftCardCodesUpdate).toMatchObject({
      cart: { appliedGiftCards: [] },
      userErrors: [],
      warnings: [{ code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', target: cart.id }],
    });
    const add = await h.gql(
      `mutation G($id: ID!) { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: ["ABCD-1234"]) { ${CODES} } }`,
      { id: cart.id },
      '2026-04',
    );
    expect(add.data.cartGiftCardCodesAdd.cart.appliedGiftCards).toEqual([]);
    const remove = await h.gql(
      `mutation G($id: ID!) { cartGiftCardCodesRemove(cartId: $id, appliedGiftCardIds: ["gid://shopify/AppliedGiftCard/1"]) { ${CODES} } }`,
      { id: cart.id },
      '2026-04',
    );
    expect(remove.data.cartGiftCardCodesRemove).toMatchObject({ cart: { appliedGiftCards: [] }, userErrors: [], warnings: [] });
  });
});
