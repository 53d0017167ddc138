import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Prescription } from '~/lib/prescription/prescription';
import { keepPrescription } from './keep-prescription.server';

const PRESCRIPTION: Prescription = {
  right: { sph: -2, cyl: 0, axis: null, add: null },
  left: { sph: -1.75, cyl: 0, axis: null, add: null },
  pd: { kind: 'single', value: 63 },
  date: '2025-09-14',
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle?.close());

describe('Save this prescription at purchase', () => {
  it('keeps the prescription, named after the eye test’s date', async () => {
    const context = { db: handle.db, language: 'en' } as AppLoadContext;
    expect(await keepPrescription(context, i18nFor('en'), 'gid://shopify/Customer/1', PRESCRIPTION)).toMatchObject({
      kind: 'success',
      message: 'Your prescription is saved in My Prescriptions.',
    });
  });

  it('says a failed save as a toast, in the page’s language, rather than failing the added pair', async () => {
    const down = () => {
      throw new Error('database down');
    };
    const db = new Proxy({}, { get: () => down }) as AppLoadContext['db'];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const english = await keepPrescription({ db, language: 'en' } as AppLoadContext, i18nFor('en'), 'c', PRESCRIPTION);
      expect(english).toMatchObject({
        kind: 'error',
        message: 'Your prescription could not be saved. You can add it in My Prescriptions later.',
      });
      const arabic = await keepPrescription({ db, language: 'ar' } as AppLoadContext, i18nFor('ar'), 'c', PRESCRIPTION);
      expect(arabic.message).toContain('وصفاتي الطبية');
    } finally {
      quiet.mockRestore();
    }
  });
});
