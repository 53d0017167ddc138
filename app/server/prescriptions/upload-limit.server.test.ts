import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { i18nFor } from '~/i18n/catalogs.server';
import { startGuestUploader, startUpload } from './upload-limit.server';

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

describe('startGuestUploader', () => {
  it('lets an IP start its limit of guest uploaders a day, then asks to sign in or wait, in the page’s language', async () => {
    for (let i = 0; i < 2; i++) expect(await startGuestUploader(handle.db, '203.0.113.50', i18nFor('en'), 2)).toBeNull();
    const refused = await startGuestUploader(handle.db, '203.0.113.50', i18nFor('en'), 2);
    expect(refused?.message).toBe(
      'Too many files uploaded without an account from your network today. Sign in to upload, or try again in 24 hours.',
    );
    expect(refused!.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect((await startGuestUploader(handle.db, '203.0.113.50', i18nFor('ar'), 2))?.message).toMatch(/سجّل الدخول/);
    expect(await startGuestUploader(handle.db, '203.0.113.51', i18nFor('en'), 2)).toBeNull();
  });
});
