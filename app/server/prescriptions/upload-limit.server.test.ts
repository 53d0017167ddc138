import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { i18nFor } from '~/i18n/catalogs.server';
import { startUpload } from './upload-limit.server';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle?.close());

describe('startUpload', () => {
  it('lets an IP upload its limit of files an hour, guest or not, then says how long to wait', async () => {
    for (let i = 0; i < 3; i++) expect(await startUpload(handle.db, '203.0.113.40', i18nFor('en'), 3)).toBeNull();
    const refused = await startUpload(handle.db, '203.0.113.40', i18nFor('en'), 3);
    expect(refused).toEqual({
      message: 'Too many files uploaded from your network. Please try again in 60 minutes.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(refused!.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await startUpload(handle.db, '203.0.113.40', i18nFor('ar'), 3))?.message).toMatch(/دقيقة|دقائق/);
    expect(await startUpload(handle.db, '203.0.113.41', i18nFor('en'), 3)).toBeNull();
  });
});
