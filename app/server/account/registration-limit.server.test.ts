import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { i18nFor } from '~/i18n/catalogs.server';
import { startRegistration } from './registration-limit.server';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle?.close());

const en = i18nFor('en');

describe('startRegistration', () => {
  it('lets an IP create `limit` accounts an hour, then says how long to wait', async () => {
    for (let i = 0; i < 3; i++) expect(await startRegistration(handle.db, '203.0.113.9', en, 3)).toBeNull();
    const refused = await startRegistration(handle.db, '203.0.113.9', en, 3);
    expect(refused).toEqual({
      message: 'Too many accounts created from your network. Please try again in 60 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(3500);
    // Another network is not held back.
    expect(await startRegistration(handle.db, '203.0.113.10', en, 3)).toBeNull();
  });

  it('counts first: of many simultaneous attempts no more than the limit get through', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => startRegistration(handle.db, '198.51.100.4', en, 3)));
    expect(results.filter((result) => result === null).length).toBeLessThanOrEqual(3);
  });

  it('speaks the page’s language', async () => {
    await startRegistration(handle.db, '192.0.2.77', en, 1);
    const refused = await startRegistration(handle.db, '192.0.2.77', i18nFor('ar'), 1);
    expect(refused?.message).not.toContain('Too many');
  });
});
