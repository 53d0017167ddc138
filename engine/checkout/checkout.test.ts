import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/fixture-catalog.ts';
import { PUBLIC_URL, startHarness, type Harness } from '../test/harness.ts';
import { cartWith, checkoutPost, SHIPPING_FORM, signIn, V } from '../test/shop.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const get = async (url: string) => {
  const response = (await h.engine.handle(new Request(url)))!;
  return { status: response.status, text: await response.text(), headers: response.headers };
};
const stockOf = async (variant: number) =>
  (await h.gql(`{ nodes(ids: ["${V(variant)}"]) { ... on ProductVariant { quantityAvailable } } }`)).data.nodes[0]
    .quantityAvailable;

describe('hosted checkout page', () => {
  it('shows the cart summary, prefilled email and address, and shipping choices', async () => {
    const token = await signIn(h, DEMO.email, DEMO.password);
    const cart = await cartWith(h, [{ merchandiseId: V(1), quantity: 2 }], { customerAccessToken: token });
    const page = await get(cart.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Aviator Classic');
    expect(page.text).toContain('AED 1,300.00');
    expect(page.text).toContain(`value="${DEMO.email}"`);
    expect(page.text).toContain('value="12 Marina Walk"');
    expect(page.text).toContain('<label for="firstName">First name</label>');
    expect(page.text).toContain('Pay now (test mode)');
    expect(page.text).toContain('UAE delivery');
  });

  it('shows a linked customer’s email and address only while the token that linked them is live', async () => {
    const token = await signIn(h, DEMO.email, DEMO.password);
    const linked = await cartWith(h, [{ merchandiseId: V(1), quantity: 1 }], { customerAccessToken: token });
    const ownAddress = { address1: '3 Creek Lane', city: 'Dubai', country: 'AE' };
    const withOwnAddress = await cartWith(h, [{ merchandiseId: V(1), quantity: 1 }], {
      customerAccessToken: token,
      deliveryAddressPreferences: [{ deliveryAddress: ownAddress }],
    });
    expect((await get(linked.checkoutUrl)).text).toContain(`value="${DEMO.email}"`);

    await h.gql('mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }', {
      t: token,
    });
    const loggedOut = await get(linked.checkoutUrl);
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.text).not.toContain(DEMO.email);
    expect(loggedOut.text).not.toContain('12 Marina Walk');
    // The cart's own delivery address is the cart's, not the customer's: it stays.
    const own = await get(withOwnAddress.checkoutUrl);
    expect(own.text).toContain('value="3 Creek Lane"');
    expect(own.text).not.toContain(DEMO.email);
  });

  it('answers HEAD as GET without the page, and names HEAD among the methods it takes', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    const head = (await h.engine.handle(new Request(cart.checkoutUrl, { method: 'HEAD' })))!;
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(await head.text()).toBe('');
    const put = (await h.engine.handle(new Request(cart.checkoutUrl, { method: 'PUT' })))!;
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('answers 404 for an unknown token or a wrong key', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    expect((await get(cart.checkoutUrl.replace(/key=.*/, 'key=bad'))).status).toBe(404);
    expect((await get(`${PUBLIC_URL}/checkouts/cn/unknown?key=1`)).status).toBe(404);
  });

  it('validates the address server-side, shows errors inline and keeps the input', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    const response = (await h.engine.handle(
      checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, firstName: 'M0na', zip: '', phone: '12' }),
    ))!;
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text).toContain('First name must only contain letters.');
    expect(text).toContain('Postal code is required.');
    expect(text).toContain('Invalid phone number format.');
    expect(text).toContain('value="M0na"');
    expect(text).toContain('value="7 Jumeirah Beach Rd"');
    expect(text).toContain('aria-invalid="true"');
  });

  it('refuses a control character in any field, by that field, without reaching the database', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    const response = (await h.engine.handle(
      checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, email: 'a\u0000@b.cc', address1: '\u0000x', province: 'Du\u001bbai' }),
    ))!;
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text.match(/This field contains characters that are not allowed\./g)).toHaveLength(3);
    expect(text).toContain('id="email-error"');
    expect(text).toContain('id="address1-error"');
    expect(text).toContain('id="province-error"');
  });

  it('answers 413 for a form past 64 KB, without reading it all', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    const response = (await h.engine.handle(checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, address1: 'x'.repeat(70_000) })))!;
    expect(response.status).toBe(413);
    // The same checkout still answers a form of its size (here an update, so no order is placed).
    expect((await h.engine.handle(checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, intent: 'update' })))!.status).toBe(200);
  });

  it('recomputes shipping for another country in the cart currency', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }], { countryCode: 'KW' });
    const response = (await h.engine.handle(
      checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, country: 'KW', intent: 'update' }),
    ))!;
    const text = await response.text();
    expect(text).toContain('GCC flat rate');
    expect(text).toContain('KWD 5.021'); // AED 60 shipping
    expect(text).toContain('KWD 12.971'); // AED 95 + AED 60
  });

  it('answers a posted country that is not a code with the form, in either language, not a 500', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    for (const url of [cart.checkoutUrl, `${cart.checkoutUrl}&locale=ar`]) {
      const update = (await h.engine.handle(checkoutPost(url, { ...SHIPPING_FORM, country: 'Kuwait', intent: 'update' })))!;
      expect(update.status).toBe(200);
      const pay = (await h.engine.handle(checkoutPost(url, { ...SHIPPING_FORM, country: 'USA', zip: '1' })))!;
      expect(pay.status).toBe(422);
      expect(await pay.text()).toContain(url.endsWith('locale=ar') ? 'country-error' : 'We do not ship to this country yet.');
    }
  });

  it('refuses a form posted from another origin', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    const response = (await h.engine.handle(checkoutPost(cart.checkoutUrl, SHIPPING_FORM, 'https://evil.example')))!;
    expect(response.status).toBe(403);
  });
});

describe('paying', () => {
  it('turns the cart into an UNFULFILLED order in the customer’s orders and lowers stock', async () => {
    const token = await signIn(h, DEMO.email, DEMO.password);
    const cart = await cartWith(
      h,
      [
        { merchandiseId: V(1), quantity: 2 },
        { merchandiseId: V(10), quantity: 1 },
      ],
      { customerAccessToken: token },
    );
    const before = await stockOf(1);
    const response = (await h.engine.handle(checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, email: DEMO.email })))!;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(cart.checkoutUrl);

    const thanks = await get(cart.checkoutUrl);
    expect(thanks.text).toContain('Thank you for your order');
    expect(thanks.text).toContain('#1004');
    expect(thanks.text).toContain(`href="${PUBLIC_URL}/"`);
    expect(thanks.text).toContain(`href="${PUBLIC_URL}/profile?activetab=order"`);
    expect(await stockOf(1)).toBe(before - 2);

    const { data } = await h.gql(
      `query O($t: String!) { customer(customerAccessToken: $t) { orders(first: 1, sortKey: PROCESSED_AT, reverse: true) { nodes {
        name fulfillmentStatus financialStatus processedAt totalPrice { amount currencyCode } subtotalPrice { amount } totalShippingPrice { amount }
        shippingAddress { firstName city country phone }
        lineItems(first: 5) { nodes { title quantity originalTotalPrice { amount } variant { id price { amount } compareAtPrice { amount } image { url } } } } } } } }`,
      { t: token },
    );
    const order = data.customer.orders.nodes[0];
    expect(order).toMatchObject({
      name: '#1004',
      fulfillmentStatus: 'UNFULFILLED',
      financialStatus: 'PAID',
      totalPrice: { amount: '1395.0', currencyCode: 'AED' },
      subtotalPrice: { amount: '1395.0' },
      totalShippingPrice: { amount: '0.0' },
      shippingAddress: { firstName: 'Mona', city: 'Dubai', country: 'United Arab Emirates', phone: '+971501112233' },
    });
    expect(order.lineItems.nodes[0]).toMatchObject({
      title: 'Aviator Classic',
      quantity: 2,
      originalTotalPrice: { amount: '1300.0' },
      variant: { id: V(1), price: { amount: '650.0' }, compareAtPrice: { amount: '800.0' } },
    });
    expect(Date.now() - Date.parse(order.processedAt)).toBeLessThan(60_000);
  });

  it('pays only for the cart the page showed: a change since then draws the page again, with the form kept', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    const seenOn = (page: string) => /name="seen" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const seen = seenOn((await get(cart.checkoutUrl)).text);
    expect(seen).not.toBe('');
    // Another tab raises the quantity after the page was drawn.
    const { data } = await h.gql('query Q($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { id } } } }', { id: cart.id });
    await h.gql(
      'mutation U($id: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $id, lines: $lines) { cart { id } } }',
      {
        id: cart.id,
        lines: [{ id: data.cart.lines.nodes[0].id, quantity: 3 }],
      },
    );
    const before = await stockOf(10);
    const changed = (await h.engine.handle(checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, firstName: 'Huda', seen })))!;
    expect(changed.status).toBe(409);
    const page = await changed.text();
    expect(page).toContain('Your cart changed since this page was shown. Check the order below and pay again.');
    expect(page).toContain('value="Huda"');
    expect(await stockOf(10)).toBe(before);
    expect((await h.gql('query Q($id: ID!) { cart(id: $id) { id } }', { id: cart.id })).data.cart).not.toBeNull();

    // Paying from the page as it is now goes through, for what it shows.
    const paid = (await h.engine.handle(checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, seen: seenOn(page) })))!;
    expect(paid.status).toBe(303);
    expect(await stockOf(10)).toBe(before - 3);
  });

  it('says a changed cart in Arabic on the Arabic checkout', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    const arabic = `${cart.checkoutUrl}&locale=ar`;
    const changed = (await h.engine.handle(checkoutPost(arabic, { ...SHIPPING_FORM, seen: 'not-what-was-shown' })))!;
    expect(changed.status).toBe(409);
    expect(await changed.text()).toContain('تغيّرت سلتك منذ عرض هذه الصفحة.');
  });

  it('makes the completed cart unusable', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    await h.engine.handle(checkoutPost(cart.checkoutUrl, SHIPPING_FORM));
    const query = await h.gql('query Q($id: ID!) { cart(id: $id) { id } }', { id: cart.id });
    expect(query.data.cart).toBeNull();
    const mutation = await h.gql(
      'mutation A($id: ID!) { cartLinesAdd(cartId: $id, lines: [{ merchandiseId: "gid://shopify/ProductVariant/10" }]) { cart { id } userErrors { code field message } } }',
      { id: cart.id },
    );
    expect(mutation.data.cartLinesAdd).toEqual({
      cart: null,
      userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }],
    });
    // Posting again (a double click) just shows the thank-you page.
    const again = (await h.engine.handle(checkoutPost(cart.checkoutUrl, SHIPPING_FORM)))!;
    expect(again.status).toBe(303);
  });

  it('attaches a guest order to the account that owns the email', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(10), quantity: 1 }]);
    await h.engine.handle(checkoutPost(cart.checkoutUrl, { ...SHIPPING_FORM, email: DEMO.email.toUpperCase() }));
    const token = await signIn(h, DEMO.email, DEMO.password);
    const { data } = await h.gql(
      'query O($t: String!) { customer(customerAccessToken: $t) { orders(first: 20) { nodes { name } } } }',
      { t: token },
    );
    expect(data.customer.orders.nodes.length).toBe(5); // 3 seeded + the two placed above with the demo token or email
  });

  it('sells the last unit once when two checkouts race for it', async () => {
    // Variant 8 (Last Unit Shield) has one unit.
    const [a, b] = await Promise.all([
      cartWith(h, [{ merchandiseId: V(8), quantity: 1 }]),
      cartWith(h, [{ merchandiseId: V(8), quantity: 1 }]),
    ]);
    const form = { ...SHIPPING_FORM, country: 'US', zip: '10001', city: 'New York', shippingMethod: 'international' };
    const responses = await Promise.all([a, b].map((cart) => h.engine.handle(checkoutPost(cart.checkoutUrl, form))));
    const statuses = responses.map((r) => r!.status).sort();
    expect(statuses).toEqual([303, 409]);
    const loser = responses.find((r) => r!.status === 409)!;
    expect(await loser.text()).toContain('Sorry, Last Unit Shield is out of stock');
    expect(await stockOf(8)).toBe(0);
  });
});
