/**
 * Password guessing and mass sign-ups through the engine (issue 15): every customerAccessTokenCreate is counted per
 * client and per account before the password is checked, over the limit the answer is THROTTLED,
 * one request runs at most one password mutation, and the counts are the ones the shop's /login
 * reads (db/sign-in-limits.ts). Password recovery requests are counted per client IP as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInRefusal } from '../../db/sign-in-limits.ts';
import { RECOVER_LIMIT_PER_IP_PER_HOUR } from '../customer/recovery.ts';
import { DEMO } from '../test/fixture-catalog.ts';
import { PRIVATE_TOKEN, PUBLIC_URL, startHarness, TOKEN, type Harness } from '../test/harness.ts';

const LIMITS = { perIp: 3, perAccount: 5 };
const REGISTRATIONS = 2;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ signInLimits: LIMITS, registrationLimitPerIp: REGISTRATIONS });
});
afterAll(() => h?.close());

const LOGIN = `mutation L($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } }
}`;

interface Caller {
  /** The connecting client's address, as the host server tells the engine. */
  clientIp?: string;
  /** Calls with the private token and this Shopify-Storefront-Buyer-IP instead of the public token. */
  buyerIp?: string;
  /** Sends a Buyer-IP header with the public token (which must not be believed). */
  claimedIp?: string;
}

// Response shapes vary per query; tests read them loosely and assert on values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(query: string, variables: Record<string, unknown>, caller: Caller = {}): Promise<Body> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller.buyerIp) {
    headers['shopify-storefront-private-token'] = PRIVATE_TOKEN;
    headers['shopify-storefront-buyer-ip'] = caller.buyerIp;
  } else {
    headers['x-shopify-storefront-access-token'] = TOKEN;
    if (caller.claimedIp) headers['shopify-storefront-buyer-ip'] = caller.claimedIp;
  }
  const request = new Request(`${PUBLIC_URL}/api/2024-10/graphql.json`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const response = await h.engine.handle(request, { clientIp: caller.clientIp });
  expect(response!.status).toBe(200);
  return (await response!.json()) as Body;
}

/** 'token', 'wrong' (UNIDENTIFIED_CUSTOMER) or the GraphQL error code. */
async function signIn(email: string, password: string, caller: Caller): Promise<string> {
  const body = await post(LOGIN, { input: { email, password } }, caller);
  if (body.errors) return body.errors[0]!.extensions!.code!;
  return body.data.customerAccessTokenCreate.customerAccessToken ? 'token' : 'wrong';
}

describe('sign-in limits in the engine', () => {
  it('refuses more than one password mutation per request, so aliases are not extra guesses', async () => {
    const aliased = `mutation {
      a: customerAccessTokenCreate(input: { email: "${DEMO.email}", password: "guess-1" }) { customerAccessToken { accessToken } }
      b: customerAccessTokenCreate(input: { email: "${DEMO.email}", password: "guess-2" }) { customerAccessToken { accessToken } }
      c: customerAccessTokenCreate(input: { email: "${DEMO.email}", password: "guess-3" }) { customerAccessToken { accessToken } }
      d: customerAccessTokenCreate(input: { email: "${DEMO.email}", password: "${DEMO.password}" }) { customerAccessToken { accessToken } }
    }`;
    const body = await post(aliased, {}, { clientIp: '192.0.2.1' });
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');

    // Hashing is the cost: sign-ups and sign-ins cannot be stacked either, also through fragments.
    const mixed = `mutation { ...Up in: customerAccessTokenCreate(input: { email: "x@example.com", password: "secret1" }) { customerUserErrors { code } } }
      fragment Up on Mutation { customerCreate(input: { email: "x@example.com", password: "secret1" }) { customer { id } } }`;
    expect((await post(mixed, {}, { clientIp: '192.0.2.1' })).errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // One sign-in, spelled twice under the same name, runs once and is allowed.
    const twice = `mutation { customerAccessTokenCreate(input: { email: "${DEMO.email}", password: "${DEMO.password}" }) { customerAccessToken { accessToken } }
      customerAccessTokenCreate(input: { email: "${DEMO.email}", password: "${DEMO.password}" }) { customerUserErrors { code } } }`;
    expect((await post(twice, {}, { clientIp: '192.0.2.1' })).data.customerAccessTokenCreate.customerAccessToken).not.toBeNull();
  });

  it('answers THROTTLED once a client has failed perIp times a minute, even for the right password', async () => {
    const guesser = { clientIp: '198.51.100.7' };
    for (let i = 0; i < 3; i++) expect(await signIn(`nobody${i}@example.com`, 'guess', guesser)).toBe('wrong');
    expect(await signIn(DEMO.email, DEMO.password, guesser)).toBe('THROTTLED');
    // Another client is not affected.
    expect(await signIn(DEMO.email, DEMO.password, { clientIp: '198.51.100.8' })).toBe('token');
  });

  it('believes the Buyer-IP header only with the private token', async () => {
    // A script with the public token claims a new IP for every guess: it is still the connecting client.
    for (let i = 0; i < 3; i++)
      expect(await signIn(`spray${i}@example.com`, 'guess', { clientIp: '198.51.100.20', claimedIp: `203.0.113.${i + 1}` })).toBe(
        'wrong',
      );
    expect(await signIn('spray9@example.com', 'guess', { clientIp: '198.51.100.20', claimedIp: '203.0.113.50' })).toBe(
      'THROTTLED',
    );
    // A server with the private token speaks for each shopper: one shopper's failures do not hold back another.
    for (let i = 0; i < 3; i++)
      expect(await signIn(`shop${i}@example.com`, 'guess', { clientIp: '127.0.0.1', buyerIp: '203.0.113.60' })).toBe('wrong');
    expect(await signIn('shop9@example.com', 'guess', { clientIp: '127.0.0.1', buyerIp: '203.0.113.60' })).toBe('THROTTLED');
    expect(await signIn(DEMO.email, DEMO.password, { clientIp: '127.0.0.1', buyerIp: '203.0.113.61' })).toBe('token');
  });

  it('counts parallel attempts before the slow password check', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(`rush${i}@example.com`, 'guess', { clientIp: '198.51.100.30' })),
    );
    expect(results.filter((result) => result === 'wrong').length).toBeLessThanOrEqual(3);
    expect(results.filter((result) => result === 'THROTTLED').length).toBeGreaterThanOrEqual(7);
  });

  it('holds an account back from unknown clients after perAccount failures, not from one it knows', async () => {
    const email = 'owner@example.com';
    await post('mutation C($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }', {
      input: { email, password: 'owner-pass-1' },
    });
    expect(await signIn(email, 'owner-pass-1', { clientIp: '192.0.2.50' })).toBe('token');
    for (let i = 0; i < 5; i++) expect(await signIn(email, 'guess', { clientIp: `203.0.113.${100 + i}` })).toBe('wrong');
    expect(await signIn(email, 'owner-pass-1', { clientIp: '203.0.113.200' })).toBe('THROTTLED');
    expect(await signIn(email, 'owner-pass-1', { clientIp: '192.0.2.50' })).toBe('token');
  });

  it('keeps its counts where the shop’s /login reads them', async () => {
    const client = { clientIp: '198.51.100.40' };
    for (let i = 0; i < 3; i++) await signIn(`shared${i}@example.com`, 'guess', client);
    expect(await signInRefusal(h.handle.db, LIMITS, { email: 'any@example.com', ip: '198.51.100.40' })).toMatchObject({
      limit: 'ip',
    });
  });
});

const REGISTER = `mutation R($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { email } customerUserErrors { code } }
}`;

/** 'created', the first customerUserErrors code, or the GraphQL error code. */
async function register(email: string, caller: Caller): Promise<string> {
  const body = await post(REGISTER, { input: { email, password: 'Sign-up-pass-2026' } }, caller);
  if (body.errors) return body.errors[0]!.extensions!.code!;
  return body.data.customerCreate.customer ? 'created' : body.data.customerCreate.customerUserErrors[0].code;
}

describe('registration limit in the engine', () => {
  it('creates at most the limit of accounts an hour per client through the public token, then THROTTLED', async () => {
    const client = { clientIp: '198.51.100.90' };
    expect(await register('mass-1@example.com', client)).toBe('created');
    expect(await register('mass-2@example.com', client)).toBe('created');
    expect(await register('mass-3@example.com', client)).toBe('THROTTLED');
    expect(await register('mass-3@example.com', { clientIp: '198.51.100.91' })).toBe('created');
  });

  it('counts only well-formed sign-ups, and not those of the shop, which counts its own shoppers', async () => {
    const client = { clientIp: '198.51.100.92' };
    expect(await register('not-an-email', client)).toBe('INVALID');
    expect(await register('not-an-email-either', client)).toBe('INVALID');
    expect(await register('well-1@example.com', client)).toBe('created');
    for (let i = 0; i < REGISTRATIONS + 1; i++) {
      expect(await register(`shop-signup-${i}@example.com`, { clientIp: '127.0.0.1', buyerIp: '198.51.100.93' })).toBe('created');
    }
  });
});

describe('password recovery requests in the engine', () => {
  const RECOVER = `mutation R($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }`;

  /** The first error code, or the answer: 'sent' or the customerUserErrors code. */
  async function recover(email: string, caller: Caller): Promise<string> {
    const body = await post(RECOVER, { email }, caller);
    if (body.errors) return body.errors[0]!.extensions!.code!;
    return body.data.customerRecover.customerUserErrors[0]?.code ?? 'sent';
  }

  it('counts every request per client IP, known emails or not, so addresses cannot be checked by the thousand', async () => {
    const client = { clientIp: '198.51.100.120' };
    for (let i = 0; i < RECOVER_LIMIT_PER_IP_PER_HOUR; i++) {
      expect(await recover(`nobody-${i}@example.com`, client)).toBe('UNIDENTIFIED_CUSTOMER');
    }
    expect(await recover(DEMO.email, client)).toBe('THROTTLED');
    expect(await recover(DEMO.email, { clientIp: '198.51.100.121' })).toBe('sent');
    // The shop's own calls (private token) are its shoppers', limited by the shop.
    expect(await recover(DEMO.email, { clientIp: '127.0.0.1', buyerIp: '198.51.100.120' })).not.toBe('THROTTLED');
  });

  it('runs one customerRecover per request: aliases are not extra checks', async () => {
    const aliased = `mutation {
      a: customerRecover(email: "one@example.com") { customerUserErrors { code } }
      b: customerRecover(email: "two@example.com") { customerUserErrors { code } }
    }`;
    const body = await post(aliased, {}, { clientIp: '198.51.100.122' });
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
