/**
 * Issue 15 item 8, through /register's own action on the local engine: the shop's password rules
 * (Shopify's are looser) and the per-IP limit on new accounts.
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { testEngineOptions } from '../../../engine/test/harness';
import { action } from '~/routes/register';
import { engineStorefront } from '../storefront/engine-storefront';
import { getSession, isSignedIn } from '../session.server';

let handle: DatabaseHandle;
let context: AppLoadContext;
/** While set, the Storefront API fails every sign-in (as when it is down or throttling), after registrations succeed. */
let signInsFail = false;
beforeAll(async () => {
  // Read on the first session: signed with a fixed secret, the limit the shop's default.
  vi.stubEnv('SESSION_SECRET', 'a-session-secret-for-the-register-tests-only');
  handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db));
  const storefront = engineStorefront(engine, async (init) =>
    signInsFail && String(init?.body ?? '').includes('customerAccessTokenCreate')
      ? new Response('{"errors":[{"message":"down"}]}', { status: 503 })
      : undefined,
  );
  context = { db: handle.db, storefront, language: 'en' };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await handle?.close();
});

let registrations = 0;
async function register(ip: string, password: string, email = `shopper${++registrations}@example.com`) {
  const body = new URLSearchParams({ firstName: 'Mona', lastName: 'Test', email, password, password_confirmation: password });
  const request = new Request('http://shop.test/register', { method: 'POST', body });
  const answer = (await action({ request, context: { ...context, clientIp: ip }, params: {} } as Parameters<
    typeof action
  >[0])) as Response | { init: ResponseInit | null; data: { errors?: Record<string, string>; formError?: { message: string } } };
  if (answer instanceof Response)
    return { status: answer.status, headers: answer.headers, errors: undefined, formError: undefined };
  return { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers), ...answer.data };
}

describe('POST /register', () => {
  it('refuses a password shorter than 8 characters, and a common one, which Shopify would take', async () => {
    expect(await register('192.0.2.1', 'Ab3-xyz')).toMatchObject({
      status: 400,
      errors: { password: 'Password must be at least 8 characters' },
    });
    expect(await register('192.0.2.1', 'Password123')).toMatchObject({
      status: 400,
      errors: { password: 'This password is too common. Please choose another.' },
    });
    expect((await register('192.0.2.1', 'Nazzara-test-2026')).status).toBe(302);
  });

  it('creates at most REGISTRATION_LIMIT_PER_IP accounts an hour from one IP', async () => {
    const ip = '198.51.100.61';
    for (let i = 0; i < 10; i++) expect((await register(ip, 'Nazzara-test-2026')).status).toBe(302);
    const refused = await register(ip, 'Nazzara-test-2026');
    expect(refused).toMatchObject({
      status: 429,
      formError: { message: expect.stringMatching(/^Too many accounts created from your network/) },
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await register('198.51.100.62', 'Nazzara-test-2026')).status).toBe(302);
  });

  it('sends a shopper whose account was made but not signed in to log in, instead of saying it failed', async () => {
    signInsFail = true;
    const email = 'made-not-signed-in@example.com';
    const answer = await register('198.51.100.70', 'Nazzara-test-2026', email).finally(() => (signInsFail = false));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/login');
    const cookie = answer.headers.get('Set-Cookie')!.split(';')[0]!;
    const session = await getSession(new Request('http://shop.test/login', { headers: { Cookie: cookie } }), context);
    expect(isSignedIn(session)).toBe(false);
    expect(session.get('toasts')?.[0]?.message).toBe(
      'Your account is ready, but we could not sign you in just now. Please log in.',
    );
    // The account is there: registering again says so.
    expect((await register('198.51.100.70', 'Nazzara-test-2026', email)).status).toBe(409);
  });
});
