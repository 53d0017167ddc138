import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { i18nFor } from '~/i18n/catalogs.server';
import { startContactMessage } from './contact-limit.server';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle?.close());

describe('startContactMessage', () => {
  it('lets an IP post CONTACT_LIMIT_PER_IP (10) messages an hour, then says how long to wait', async () => {
    for (let i = 0; i < 10; i++) expect(await startContactMessage(handle.db, '203.0.113.30', i18nFor('en'))).toBeNull();
    const refused = await startContactMessage(handle.db, '203.0.113.30', i18nFor('en'));
    expect(refused).toEqual({
      message: 'Too many messages sent from your network. Please try again in 60 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await startContactMessage(handle.db, '203.0.113.30', i18nFor('ar')))?.message).not.toContain('Too many');
    expect(await startContactMessage(handle.db, '203.0.113.31', i18nFor('en'))).toBeNull();
  });

  it('counts an IPv6 client by its /64: a new address of the same network is refused too, another network is not', async () => {
    for (let i = 0; i < 10; i++) expect(await startContactMessage(handle.db, `2001:db8:30::${i + 1}`, i18nFor('en'))).toBeNull();
    expect(await startContactMessage(handle.db, '2001:db8:30:0:ffff::7', i18nFor('en'))).not.toBeNull();
    expect(await startContactMessage(handle.db, '2001:db8:31::1', i18nFor('en'))).toBeNull();
  });
});
