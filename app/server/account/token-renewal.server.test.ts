import { createCookieSessionStorage } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StorefrontClient } from '../storefront/client.server';
import type { SessionData, SessionFlash } from '../session.server';
import { RENEW_WITHIN_MS, renewTokenIfExpiring } from './token-renewal.server';

const storage = createCookieSessionStorage<SessionData, SessionFlash>({ cookie: { name: 't', secrets: ['test-secret'] } });
const now = Date.UTC(2026, 5, 1);

/** A Storefront client that answers customerAccessTokenRenew with `renewed` and counts its calls. */
function fakeStorefront(renewed: { accessToken: string; expiresAt: string } | null) {
  const calls: unknown[] = [];
  const client = {
    endpoint: 'http://fake',
    query: async (_document: unknown, options: unknown) => {
      calls.push(options);
      return { customerAccessTokenRenew: { customerAccessToken: renewed, userErrors: [] } };
    },
  } as unknown as StorefrontClient;
  return { client, calls };
}

async function sessionExpiringIn(ms: number) {
  const session = await storage.getSession();
  session.set('accessToken', 'old-token');
  session.set('accessTokenExpiresAt', new Date(now + ms).toISOString());
  return session;
}

describe('renewTokenIfExpiring', () => {
  it('leaves a token with more than a day left alone', async () => {
    const { client, calls } = fakeStorefront({ accessToken: 'new', expiresAt: 'x' });
    const session = await sessionExpiringIn(RENEW_WITHIN_MS + 60_000);
    expect(await renewTokenIfExpiring(session, client, now)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('renews a token with less than a day left and stores the new expiry', async () => {
    const expiresAt = new Date(now + 30 * RENEW_WITHIN_MS).toISOString();
    const { client, calls } = fakeStorefront({ accessToken: 'old-token', expiresAt });
    const session = await sessionExpiringIn(RENEW_WITHIN_MS - 60_000);
    expect(await renewTokenIfExpiring(session, client, now)).toBe(true);
    expect(calls).toEqual([{ variables: { customerAccessToken: 'old-token' } }]);
    expect(session.get('accessTokenExpiresAt')).toBe(expiresAt);
  });

  it('does nothing for an expired token or a refused renewal', async () => {
    const refused = fakeStorefront(null);
    expect(await renewTokenIfExpiring(await sessionExpiringIn(-1000), refused.client, now)).toBe(false);
    expect(refused.calls).toEqual([]);
    const session = await sessionExpiringIn(60_000);
    expect(await renewTokenIfExpiring(session, refused.client, now)).toBe(false);
    expect(session.get('accessToken')).toBe('old-token');
  });
});
