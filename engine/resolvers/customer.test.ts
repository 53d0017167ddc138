import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/fixture-catalog.ts';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const CREATE = `mutation C($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id email firstName lastName } customerUserErrors { code field message } userErrors { field message } }
}`;
const LOGIN = `mutation L($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } }
}`;
const ADDRESS_FIELDS = 'id firstName lastName company address1 address2 city province country countryCodeV2 zip phone';

async function login(email: string, password: string): Promise<string> {
  const { data } = await h.gql(LOGIN, { input: { email, password } });
  return data.customerAccessTokenCreate.customerAccessToken.accessToken;
}

describe('customerCreate', () => {
  it('creates a customer', async () => {
    const { data } = await h.gql(CREATE, {
      input: { email: 'Sara@Example.com', password: 'secret1', firstName: 'Sara', lastName: 'Ali' },
    });
    expect(data.customerCreate.customerUserErrors).toEqual([]);
    expect(data.customerCreate.customer).toMatchObject({ email: 'sara@example.com', firstName: 'Sara', lastName: 'Ali' });
    expect(data.customerCreate.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
  });

  it('rejects a taken email, a short password and an invalid email with Shopify’s codes', async () => {
    const taken = await h.gql(CREATE, { input: { email: DEMO.email, password: 'secret1' } });
    expect(taken.data.customerCreate).toMatchObject({
      customer: null,
      customerUserErrors: [{ code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' }],
      userErrors: [{ field: ['input', 'email'], message: 'Email has already been taken' }],
    });
    const short = await h.gql(CREATE, { input: { email: 'new1@example.com', password: 'abc' } });
    expect(short.data.customerCreate.customerUserErrors).toEqual([
      { code: 'TOO_SHORT', field: ['input', 'password'], message: 'Password is too short (minimum is 5 characters)' },
    ]);
    const invalid = await h.gql(CREATE, { input: { email: 'not-an-email', password: 'secret1' } });
    expect(invalid.data.customerCreate.customerUserErrors).toEqual([
      { code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid' },
    ]);
  });

  it('refuses a name over Shopify’s 255 characters, on creation and on update', async () => {
    const long = 'ن'.repeat(256);
    const created = await h.gql(CREATE, {
      input: { email: 'long1@example.com', password: 'secret1', firstName: long, lastName: long },
    });
    expect(created.data.customerCreate).toMatchObject({
      customer: null,
      customerUserErrors: [
        { code: 'TOO_LONG', field: ['input', 'firstName'], message: 'First name is too long (maximum is 255 characters)' },
        { code: 'TOO_LONG', field: ['input', 'lastName'], message: 'Last name is too long (maximum is 255 characters)' },
      ],
    });
    const fits = await h.gql(CREATE, { input: { email: 'long2@example.com', password: 'secret1', firstName: long.slice(1) } });
    expect(fits.data.customerCreate.customerUserErrors).toEqual([]);
    const updated = await h.gql(
      'mutation U($t: String!, $c: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $c) { customer { firstName } customerUserErrors { code field } } }',
      { t: await login('long2@example.com', 'secret1'), c: { lastName: long } },
    );
    expect(updated.data.customerUpdate).toEqual({
      customer: null,
      customerUserErrors: [{ code: 'TOO_LONG', field: ['customer', 'lastName'] }],
    });
  });
});

describe('customer access tokens', () => {
  it('signs in, reads the customer, renews and deletes the token', async () => {
    const { data } = await h.gql(LOGIN, { input: { email: DEMO.email.toUpperCase(), password: DEMO.password } });
    const token = data.customerAccessTokenCreate.customerAccessToken;
    expect(token.accessToken).toMatch(/^[0-9a-f]{64}$/);
    const days = (Date.parse(token.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const me = await h.gql(
      'query M($t: String!) { customer(customerAccessToken: $t) { email firstName lastName phone displayName } }',
      { t: token.accessToken },
    );
    expect(me.data.customer).toEqual({
      email: DEMO.email,
      firstName: 'Layla',
      lastName: 'Haddad',
      phone: '+971501234567',
      displayName: 'Layla Haddad',
    });

    const renewed = await h.gql(
      'mutation R($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken expiresAt } userErrors { field message } } }',
      {
        t: token.accessToken,
      },
    );
    expect(renewed.data.customerAccessTokenRenew.customerAccessToken.accessToken).toBe(token.accessToken);
    expect(renewed.data.customerAccessTokenRenew.userErrors).toEqual([]);

    const del =
      'mutation D($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken deletedCustomerAccessTokenId userErrors { field message } } }';
    const deleted = await h.gql(del, { t: token.accessToken });
    expect(deleted.data.customerAccessTokenDelete).toMatchObject({ deletedAccessToken: token.accessToken, userErrors: [] });
    const again = await h.gql(del, { t: token.accessToken });
    expect(again.data.customerAccessTokenDelete).toEqual({
      deletedAccessToken: null,
      deletedCustomerAccessTokenId: null,
      userErrors: [{ field: null, message: 'Access token does not exist' }],
    });
    const gone = await h.gql('query M($t: String!) { customer(customerAccessToken: $t) { email } }', { t: token.accessToken });
    expect(gone.data.customer).toBeNull();
    const renewGone = await h.gql(
      'mutation R($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken } userErrors { message } } }',
      {
        t: token.accessToken,
      },
    );
    expect(renewGone.data.customerAccessTokenRenew).toEqual({
      customerAccessToken: null,
      userErrors: [{ message: 'Access token does not exist' }],
    });
  });

  it('answers UNIDENTIFIED_CUSTOMER for a wrong password or unknown email', async () => {
    for (const input of [
      { email: DEMO.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const { data } = await h.gql(LOGIN, { input });
      expect(data.customerAccessTokenCreate).toEqual({
        customerAccessToken: null,
        customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }],
      });
    }
  });

  it('answers null for an unknown token', async () => {
    const { data } = await h.gql('{ customer(customerAccessToken: "nope") { email } }');
    expect(data.customer).toBeNull();
  });

  it('updates the profile', async () => {
    const token = await login('sara@example.com', 'secret1');
    const { data } = await h.gql(
      'mutation U($t: String!, $c: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $c) { customer { firstName phone } customerUserErrors { code } } }',
      { t: token, c: { firstName: 'Sarah', phone: '+971500000000' } },
    );
    expect(data.customerUpdate).toEqual({ customer: { firstName: 'Sarah', phone: '+971500000000' }, customerUserErrors: [] });
  });

  it('a new password ends every session of the customer, and the caller gets a fresh token', async () => {
    await h.gql(CREATE, { input: { email: 'hind@example.com', password: 'secret1' } });
    const here = await login('hind@example.com', 'secret1');
    const elsewhere = await login('hind@example.com', 'secret1');
    const { data } = await h.gql(
      'mutation U($t: String!, $c: CustomerUpdateInput!) { customerUpdate(customerAccessToken: $t, customer: $c) { customerAccessToken { accessToken } customerUserErrors { code } } }',
      { t: here, c: { password: 'secret2' } },
    );
    expect(data.customerUpdate.customerUserErrors).toEqual([]);
    const fresh: string = data.customerUpdate.customerAccessToken.accessToken;
    const emailOf = async (token: string) =>
      (await h.gql('query C($t: String!) { customer(customerAccessToken: $t) { email } }', { t: token })).data.customer?.email ??
      null;
    expect(await emailOf(elsewhere)).toBeNull();
    expect(await emailOf(here)).toBeNull();
    expect(await emailOf(fresh)).toBe('hind@example.com');
  });
});

describe('addresses', () => {
  const address = {
    firstName: 'Omar',
    lastName: 'Saleh',
    address1: '1 Corniche St',
    city: 'Abu Dhabi',
    country: 'United Arab Emirates',
    zip: '00001',
    phone: '+971509876543',
    province: 'Abu Dhabi',
  };

  it('creates, lists, updates, sets default and deletes addresses', async () => {
    await h.gql(CREATE, { input: { email: 'omar@example.com', password: 'secret1' } });
    const token = await login('omar@example.com', 'secret1');

    const created = await h.gql(
      `mutation A($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { ${ADDRESS_FIELDS} } customerUserErrors { code field message } } }`,
      { t: token, a: address },
    );
    const first = created.data.customerAddressCreate.customerAddress;
    expect(first).toMatchObject({ ...address, country: 'United Arab Emirates', countryCodeV2: 'AE', company: null });
    expect(first.id).toMatch(/^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/);

    const second = (
      await h.gql(
        'mutation A($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id country } } }',
        { t: token, a: { ...address, address1: '2 Gulf Rd', city: 'Kuwait City', country: 'KW' } },
      )
    ).data.customerAddressCreate.customerAddress;
    expect(second.country).toBe('Kuwait');

    const list = async () =>
      (
        await h.gql(
          'query M($t: String!) { customer(customerAccessToken: $t) { defaultAddress { id } addresses(first: 10) { nodes { id address1 } } } }',
          { t: token },
        )
      ).data.customer;
    expect((await list()).defaultAddress.id).toBe(first.id);
    expect((await list()).addresses.nodes.map((a: { address1: string }) => a.address1)).toEqual(['1 Corniche St', '2 Gulf Rd']);

    const updated = await h.gql(
      'mutation U($t: String!, $id: ID!, $a: MailingAddressInput!) { customerAddressUpdate(customerAccessToken: $t, id: $id, address: $a) { customerAddress { address1 city } customerUserErrors { code } } }',
      { t: token, id: second.id, a: { address1: '3 Gulf Rd' } },
    );
    expect(updated.data.customerAddressUpdate).toEqual({
      customerAddress: { address1: '3 Gulf Rd', city: 'Kuwait City' },
      customerUserErrors: [],
    });

    const def = await h.gql(
      'mutation D($t: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $t, addressId: $id) { customer { defaultAddress { id } } customerUserErrors { code } } }',
      { t: token, id: second.id },
    );
    expect(def.data.customerDefaultAddressUpdate).toEqual({
      customer: { defaultAddress: { id: second.id } },
      customerUserErrors: [],
    });
    expect((await list()).addresses.nodes[0].id).toBe(second.id);

    const del =
      'mutation X($t: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $t, id: $id) { deletedCustomerAddressId customerUserErrors { code field message } } }';
    const deleted = await h.gql(del, { t: token, id: second.id });
    expect(deleted.data.customerAddressDelete).toEqual({ deletedCustomerAddressId: second.id, customerUserErrors: [] });
    expect((await list()).defaultAddress).toBeNull();
    const twice = await h.gql(del, { t: token, id: second.id });
    expect(twice.data.customerAddressDelete).toEqual({
      deletedCustomerAddressId: null,
      customerUserErrors: [{ code: 'NOT_FOUND', field: ['id'], message: 'Address does not exist' }],
    });
  });

  it('refuses an invalid token and an unknown country, and another customer’s address', async () => {
    const bad = await h.gql(
      'mutation A($a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: "nope", address: $a) { customerAddress { id } customerUserErrors { code field message } } }',
      { a: address },
    );
    expect(bad.data.customerAddressCreate).toEqual({
      customerAddress: null,
      customerUserErrors: [
        { code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: 'Customer access token is invalid' },
      ],
    });
    const token = await login('omar@example.com', 'secret1');
    const country = await h.gql(
      'mutation A($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerUserErrors { code field } } }',
      { t: token, a: { ...address, country: 'Atlantis' } },
    );
    expect(country.data.customerAddressCreate.customerUserErrors).toEqual([{ code: 'INVALID', field: ['address', 'country'] }]);
    const demoToken = await login(DEMO.email, DEMO.password);
    const demoAddress = (
      await h.gql('query M($t: String!) { customer(customerAccessToken: $t) { defaultAddress { id } } }', { t: demoToken })
    ).data.customer.defaultAddress.id;
    const foreign = await h.gql(
      'mutation X($t: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $t, id: $id) { customerUserErrors { code } } }',
      { t: token, id: demoAddress },
    );
    expect(foreign.data.customerAddressDelete.customerUserErrors).toEqual([{ code: 'NOT_FOUND' }]);
  });
});

describe('orders', () => {
  it('lists the seeded orders with their statuses, lines and addresses', async () => {
    const token = await login(DEMO.email, DEMO.password);
    const { data, errors } = await h.gql(
      `query O($t: String!) { customer(customerAccessToken: $t) { numberOfOrders orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes {
        id name orderNumber processedAt fulfillmentStatus financialStatus
        totalPrice { amount currencyCode } subtotalPrice { amount } totalShippingPrice { amount }
        shippingAddress { firstName lastName address1 city country province phone }
        lineItems(first: 10) { nodes { title quantity originalTotalPrice { amount }
          variant { id title price { amount currencyCode } compareAtPrice { amount } image { url altText } product { handle } } } }
      } } } }`,
      { t: token },
    );
    expect(errors).toBeUndefined();
    const orders = data.customer.orders.nodes;
    expect(data.customer.numberOfOrders).toBe('3');
    expect(orders.map((o: { name: string; fulfillmentStatus: string }) => [o.name, o.fulfillmentStatus])).toEqual([
      ['#1003', 'UNFULFILLED'],
      ['#1002', 'IN_PROGRESS'],
      ['#1001', 'FULFILLED'],
    ]);
    expect(orders[1]).toMatchObject({
      financialStatus: 'PAID',
      processedAt: '2024-08-01T10:00:00.000Z',
      totalPrice: { amount: '300.0', currencyCode: 'AED' },
      subtotalPrice: { amount: '240.0' },
      totalShippingPrice: { amount: '60.0' },
      shippingAddress: { city: 'Kuwait City', country: 'Kuwait' },
      lineItems: {
        nodes: [
          {
            title: 'Daily Clear 30 Pack',
            quantity: 2,
            originalTotalPrice: { amount: '240.0' },
            variant: { title: '-1.00', product: { handle: 'daily-clear-30' } },
          },
        ],
      },
    });
  });
});
