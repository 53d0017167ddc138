/**
 * Forgotten password against the local engine and an in-memory database: the link the engine
 * "emails" (kept in engine.sent_emails) sets a new password once, signs the customer in, and the
 * old password no longer works.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { sentEmails } from '../../../engine/db/schema';
import { createEngine } from '../../../engine/index';
import { DEMO } from '../../../engine/test/fixture-catalog';
import { PUBLIC_URL, testEngineOptions } from '../../../engine/test/harness';
import { i18nFor } from '~/i18n/catalogs.server';
import type { StorefrontClient } from '../storefront/client.server';
import { engineStorefront } from '../storefront/engine-storefront';
import { logIn } from './log-in.server';
import { RECOVER_LIMIT_PER_IP, startRecovery } from './password-reset-limit.server';
import { RESET_LINK_INVALID, resetPassword, resetPath, sendResetLink } from './password-reset.server';

let handle: DatabaseHandle;
let storefront: StorefrontClient;
const en = i18nFor('en');

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  storefront = engineStorefront(await createEngine(testEngineOptions(handle.db)));
}, 60_000);
afterAll(() => handle?.close());

async function lastLinkTo(email: string): Promise<string> {
  const [mail] = await handle.db
    .select({ body: sentEmails.body })
    .from(sentEmails)
    .where(eq(sentEmails.toAddress, email))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  const link = /https?:\/\/\S+\/account\/reset\/\S+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe('a forgotten password', () => {
  it('is reset once through the emailed link, which signs the customer in', async () => {
    expect(await sendResetLink(storefront, DEMO.email)).toBe('sent');
    const link = new URL(await lastLinkTo(DEMO.email));
    const [, , , id, token] = link.pathname.split('/');
    // The shop rebuilds the link from its own route's parameters.
    const resetUrl = PUBLIC_URL + resetPath(id!, token!);
    expect(resetUrl).toBe(link.href);

    const reset = await resetPassword(storefront, resetUrl, 'A-new-password-2026', en);
    expect(reset).toMatchObject({ ok: true, signIn: { user: { email: DEMO.email } } });
    expect((await logIn(storefront, { email: DEMO.email, password: 'A-new-password-2026' })).ok).toBe(true);
    expect((await logIn(storefront, DEMO)).ok).toBe(false);

    const again = await resetPassword(storefront, resetUrl, 'Another-password-2026', en);
    expect(again).toEqual({ ok: false, linkInvalid: true, message: en._(RESET_LINK_INVALID) });
  });

  it('answers an unknown email as it answers a known one', async () => {
    expect(await sendResetLink(storefront, 'nobody-here@example.com')).toBe('sent');
  });

  it('refuses a made-up link as invalid, in the page’s language', async () => {
    const ar = i18nFor('ar');
    const made = await resetPassword(storefront, PUBLIC_URL + resetPath('1', 'f'.repeat(64)), 'A-new-password-2026', ar);
    expect(made).toEqual({ ok: false, linkInvalid: true, message: ar._(RESET_LINK_INVALID) });
  });

  it('lets one client IP ask for RECOVER_LIMIT_PER_IP links an hour, then says how long to wait, in the page’s language', async () => {
    for (let i = 0; i < RECOVER_LIMIT_PER_IP; i++) expect(await startRecovery(handle.db, '203.0.113.50', en)).toBeNull();
    expect(await startRecovery(handle.db, '203.0.113.50', en)).toEqual({
      message: 'Too many password reset requests from your network. Please try again in 60 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    expect((await startRecovery(handle.db, '203.0.113.50', i18nFor('ar')))?.message).toContain('طلبات كثيرة');
    expect(await startRecovery(handle.db, '203.0.113.51', en)).toBeNull();
  });
});
