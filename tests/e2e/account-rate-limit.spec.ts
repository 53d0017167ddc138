import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, toast, uniqueEmail, uniqueIp } from './account-helpers';

/**
 * The limits count failed logins in the database: 20 a minute per client IP, 100 an hour per account
 * (from clients that have not signed in to it before; 25 on the e2e server). The local engine counts them as it checks
 * passwords, for /login and for its own GraphQL endpoint alike; /login turns its THROTTLED answer
 * into a 429 (on the production build, where that error crosses two copies of the client's module).
 * Each test sends its own X-Forwarded-For (the e2e server trusts a proxy on loopback: TRUST_PROXY in
 * playwright.config.ts), so its counts are its own and other tests' logins from 127.0.0.1 are not affected.
 */

const GRAPHQL = '/api/2024-10/graphql.json';
/** The e2e server's LOGIN_LIMIT_PER_ACCOUNT (playwright.config.ts; 100 in production). */
const ACCOUNT_LIMIT = Number(process.env.E2E_LOGIN_LIMIT_PER_ACCOUNT);
const PUBLIC_TOKEN = 'nazzara-local-storefront-token';

/** One sign-in straight to the engine's Storefront API with the public token, as a script would. */
async function engineSignIn(request: APIRequestContext, ip: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post(GRAPHQL, {
    data: { query, variables },
    headers: { 'X-Shopify-Storefront-Access-Token': PUBLIC_TOKEN, 'X-Forwarded-For': ip },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    data?: { customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null } | null };
    errors?: { extensions?: { code?: string } }[];
  };
}

const SIGN_IN = `mutation L($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } }
}`;

function postLogin(request: APIRequestContext, ip: string, email: string, password: string) {
  return request.post('/login', { form: { email, password }, headers: { 'X-Forwarded-For': ip }, maxRedirects: 0 });
}

/**
 * Sends failed logins a few at a time: every one costs the server a scrypt hash (~0.2 s on an idle
 * core, seconds on a busy shared one), and the hashing competes for the CPU, so more at once would
 * only queue. Answers the statuses: 401 for a wrong password, or 502 when the shop's 8 s wait for
 * the API ran out first. A 502 stays counted only if its hash had started: the engine drops a hash
 * nobody waits for any more and takes its count back (engine/auth/password.ts).
 */
async function failLogins(request: APIRequestContext, count: number, attempt: () => { email: string; ip: string }) {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 2) {
    const batch = Array.from({ length: Math.min(2, count - sent) }, async () => {
      const { email, ip } = attempt();
      const response = await request.post('/login', {
        form: { email, password: 'wrong-password' },
        headers: { 'X-Forwarded-For': ip },
      });
      return response.status();
    });
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

/**
 * Sends failed logins until the shop answers 429 (at most twice `limit`), and checks what got through: no
 * more than `limit` wrong passwords (401: each counted and stays counted), and no 429 before `limit`
 * could have been counted (401 + 502: a 502 is counted unless the engine took it back).
 */
async function failUntilLimited(request: APIRequestContext, limit: number, attempt: () => { email: string; ip: string }) {
  const statuses: number[] = [];
  while (!statuses.includes(429) && statuses.length < 2 * limit) statuses.push(...(await failLogins(request, 2, attempt)));
  expect(statuses.filter((status) => status !== 401 && status !== 502 && status !== 429)).toEqual([]);
  expect(statuses).toContain(429);
  const wrong = statuses.filter((status) => status === 401).length;
  const givenUp = statuses.filter((status) => status === 502).length;
  expect(wrong).toBeLessThanOrEqual(limit);
  expect(wrong + givenUp).toBeGreaterThanOrEqual(limit);
}

test.describe('login rate limit', () => {
  test('per IP: after 20 failures within a minute the next gets 429 and a clear message', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ip = uniqueIp();
    await failUntilLimited(request, 20, () => ({ email: uniqueEmail('guess'), ip }));
    const limited = await request.post('/login', {
      form: { email: uniqueEmail('guess'), password: 'guess' },
      headers: { 'X-Forwarded-For': ip },
    });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('guess'));
    await page.getByLabel('Password').fill('guess');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      toast(page, /Too many login attempts from your network\. Please try again in \d+ (seconds?|minutes?)\./),
    ).toBeVisible();
  });

  test('per account: after the hour’s failures a new client waits, the owner at home does not', async ({
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const home = uniqueIp();
    const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': home } });
    const email = uniqueEmail('owner');
    const registered = await owner.post('/register', {
      form: { firstName: 'Huda', lastName: 'Test', email, password: PASSWORD, password_confirmation: PASSWORD },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(302);
    await owner.dispose();
    // Spread over many IPs, as a distributed attack would be: only the account limit can stop it.
    await failUntilLimited(request, ACCOUNT_LIMIT, () => ({ email, ip: uniqueIp() }));
    const limited = await postLogin(request, uniqueIp(), email, PASSWORD);
    expect(limited.status()).toBe(429);
    expect(await limited.text()).toContain('Too many failed login attempts for this account.');
    // The guessers are locked out, not the owner: from where they signed in before, they still can.
    expect((await postLogin(request, home, email, PASSWORD)).status()).toBe(302);
  });

  test('the engine’s own GraphQL endpoint counts with /login: each failure once, and aliases are refused', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const ip = uniqueIp();
    const four = Array.from(
      { length: 4 },
      (_, i) =>
        `g${i}: customerAccessTokenCreate(input: { email: "demo@nazzara.test", password: "guess-${i}" }) { customerAccessToken { accessToken } }`,
    );
    const aliased = await engineSignIn(request, ip, `mutation { ${four.join(' ')} }`);
    expect(aliased.data).toBeUndefined();
    expect(aliased.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    // Ten wrong guesses at the engine, then /login's: each failure counted once, so ten more reach the limit.
    for (let i = 0; i < 10; i++) {
      const guess = await engineSignIn(request, ip, SIGN_IN, { input: { email: uniqueEmail('script'), password: 'guess' } });
      expect(guess.data?.customerAccessTokenCreate?.customerAccessToken).toBeNull();
    }
    // Counted together: /login refuses once ten more have failed there.
    await failUntilLimited(request, 10, () => ({ email: uniqueEmail('form'), ip }));
    // And the engine refuses too.
    const throttled = await engineSignIn(request, ip, SIGN_IN, {
      input: { email: 'demo@nazzara.test', password: 'Nazzara-demo-2026' },
    });
    expect(throttled.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    const limited = await postLogin(request, ip, uniqueEmail('form'), 'guess');
    expect(limited.status()).toBe(429);
    expect(await limited.text()).toContain('Too many login attempts from your network.');
  });

  test('parallel attempts are counted before the password check: no more than 20 get through', async ({ request }) => {
    test.setTimeout(180_000);
    const ip = uniqueIp();
    const statuses = await Promise.all(
      Array.from({ length: 24 }, async () => (await postLogin(request, ip, uniqueEmail('rush'), 'wrong-password')).status()),
    );
    // Let through: 401 (wrong password), or 502 when the shop's 8 s wait for the API ran out while
    // two shared cores hashed 20 passwords at once (the engine still counts those failures).
    const through = statuses.filter((status) => status === 401 || status === 502);
    expect(statuses.filter((status) => status === 429).length + through.length).toBe(24);
    expect(through.length).toBeLessThanOrEqual(20);
  });
});
