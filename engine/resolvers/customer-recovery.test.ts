/** Forgot password (customerRecover → the stored email → customerReset / customerResetByUrl) and orders by keyed id. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmails } from '../db/schema.ts';
import { DEMO } from '../test/fixture-catalog.ts';
import { PUBLIC_URL, startHarness, type Harness } from '../test/harness.ts';
import { signIn } from '../test/shop.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const RECOVER = `mutation R($email: String!) { customerRecover(email: $email) { customerUserErrors { code field message } userErrors { field message } } }`;
const RESET = `mutation R($id: ID!, $input: CustomerResetInput!) {
  customerReset(id: $id, input: $input) { customer { email } customerAccessToken { accessToken expiresAt } customerUserErrors { code field message } }
}`;
const RESET_BY_URL = `mutation R($url: URL!, $password: String!) {
  customerResetByUrl(resetUrl: $url, password: $password) { customer { email } customerAccessToken { accessToken } customerUserErrors { code field message } }
}`;

async function createCustomer(email: string, password = 'first-pass-1') {
  await h.gql('mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }', {
    input: { email, password, firstName: 'Noor' },
  });
}

/** The reset link of the last email "sent" to this address. */
async function lastResetLink(email: string): Promise<string> {
  const [mail] = await h.handle.db
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.toAddress, email))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  expect(mail?.subject).toBe('Customer account password reset');
  const link = /https?:\/\/\S+\/account\/reset\/\d+\/[0-9a-f]{64}/.exec(mail!.body)?.[0];
  expect(link?.startsWith(`${PUBLIC_URL}/account/reset/`)).toBe(true);
  return link!;
}

describe('customerRecover', () => {
  it('records the reset email for a known customer and refuses an unknown one', async () => {
    await createCustomer('noor@example.com');
    const { data } = await h.gql(RECOVER, { email: ' Noor@Example.com ' });
    expect(data.customerRecover).toEqual({ customerUserErrors: [], userErrors: [] });
    expect(await lastResetLink('noor@example.com')).toMatch(/\/account\/reset\/\d+\//);
    const unknown = await h.gql(RECOVER, { email: 'nobody@example.com' });
    expect(unknown.data.customerRecover.customerUserErrors).toEqual([
      { code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' },
    ]);
  });

  it('allows five requests an hour per customer', async () => {
    await createCustomer('busy@example.com');
    for (let i = 0; i < 5; i++)
      expect((await h.gql(RECOVER, { email: 'busy@example.com' })).data.customerRecover.customerUserErrors).toEqual([]);
    const sixth = await h.gql(RECOVER, { email: 'busy@example.com' });
    expect(sixth.data.customerRecover.customerUserErrors[0].message).toBe(
      'Resetting password limit exceeded. Please try again later.',
    );
  });
});

describe('customerReset and customerResetByUrl', () => {
  it('sets the new password once, ends old sessions and signs the customer in', async () => {
    await createCustomer('reset@example.com');
    const oldToken = await signIn(h, 'reset@example.com', 'first-pass-1');
    await h.gql(RECOVER, { email: 'reset@example.com' });
    const [, customerId, token] = /\/account\/reset\/(\d+)\/([0-9a-f]+)/.exec(await lastResetLink('reset@example.com'))!;
    const id = `gid://shopify/Customer/${customerId}`;

    const tooShort = await h.gql(RESET, { id, input: { resetToken: token, password: 'abc' } });
    expect(tooShort.data.customerReset.customerUserErrors[0]).toMatchObject({ code: 'TOO_SHORT', field: ['input', 'password'] });

    const { data } = await h.gql(RESET, { id, input: { resetToken: token, password: 'second-pass-2' } });
    expect(data.customerReset.customerUserErrors).toEqual([]);
    expect(data.customerReset.customer).toEqual({ email: 'reset@example.com' });
    const newToken = data.customerReset.customerAccessToken.accessToken;
    expect(
      (await h.gql('query C($t: String!) { customer(customerAccessToken: $t) { email } }', { t: newToken })).data.customer,
    ).toEqual({
      email: 'reset@example.com',
    });
    expect(
      (await h.gql('query C($t: String!) { customer(customerAccessToken: $t) { email } }', { t: oldToken })).data.customer,
    ).toBeNull();
    expect(await signIn(h, 'reset@example.com', 'second-pass-2')).toMatch(/^[0-9a-f]{64}$/);

    const again = await h.gql(RESET, { id, input: { resetToken: token, password: 'third-pass-3' } });
    expect(again.data.customerReset).toMatchObject({
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [{ code: 'TOKEN_INVALID', field: ['input', 'resetToken'] }],
    });
  });

  it('takes the whole link, and refuses another customer’s id or a forged token', async () => {
    await createCustomer('link@example.com');
    await h.gql(RECOVER, { email: 'link@example.com' });
    const link = await lastResetLink('link@example.com');
    const [, customerId, token] = /\/account\/reset\/(\d+)\/([0-9a-f]+)/.exec(link)!;
    const otherId = `gid://shopify/Customer/${Number(customerId) - 1}`;
    const wrongCustomer = await h.gql(RESET, { id: otherId, input: { resetToken: token, password: 'new-pass-4' } });
    expect(wrongCustomer.data.customerReset.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    const forged = await h.gql(RESET_BY_URL, { url: link.replace(/[0-9a-f]{4}$/, '0000'), password: 'new-pass-4' });
    expect(forged.data.customerResetByUrl.customerUserErrors[0]).toMatchObject({ code: 'TOKEN_INVALID', field: ['resetUrl'] });
    const { data } = await h.gql(RESET_BY_URL, { url: link, password: 'new-pass-4' });
    expect(data.customerResetByUrl.customer).toEqual({ email: 'link@example.com' });
    expect(data.customerResetByUrl.customerAccessToken.accessToken).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('orders by global id', () => {
  it('reads an order through node(id:) only with the key its id carries', async () => {
    const token = await signIn(h, DEMO.email, DEMO.password);
    const { data } = await h.gql(
      'query O($t: String!) { customer(customerAccessToken: $t) { orders(first: 1) { nodes { id name } } } }',
      {
        t: token,
      },
    );
    const order = data.customer.orders.nodes[0];
    expect(order.id).toMatch(/^gid:\/\/shopify\/Order\/\d+\?key=[0-9a-f]{32}$/);
    const bare = order.id.split('?')[0];
    const read = await h.gql(
      'query N($ids: [ID!]!) { nodes(ids: $ids) { ... on Order { name lineItems(first: 5) { nodes { title } } } } }',
      { ids: [order.id, bare, `${bare}?key=00000000000000000000000000000000`] },
    );
    expect(read.data.nodes[0].name).toBe(order.name);
    expect(read.data.nodes[0].lineItems.nodes.length).toBeGreaterThan(0);
    expect(read.data.nodes.slice(1)).toEqual([null, null]);
  });
});
