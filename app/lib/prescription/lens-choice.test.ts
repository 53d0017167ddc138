import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { checkLensChoice, NOTHING_ON_FILE, withUpgrade, type OnFile } from './lens-choice';
import type { LensProduct } from './lens-offer';

const en = i18nFor('en');
const TODAY = new Date('2026-03-01T12:00:00Z');
const product = (handle: string, indices: string[], coatings: string[]): LensProduct => ({
  handle,
  title: handle,
  variants: indices.flatMap((index) =>
    coatings.map((coating) => ({
      id: `${handle}/${index}/${coating}`,
      index,
      coating,
      price: '100.00',
      currencyCode: 'AED',
      availableForSale: true,
    })),
  ),
});
const PRODUCTS = [
  product('lenses-single-vision', ['1.50', '1.60', '1.67', '1.74'], ['Anti-reflective', 'Polarised grey']),
  product('lenses-progressive', ['1.50', '1.67'], ['Anti-reflective']),
  product('lenses-non-prescription', ['1.50'], ['Anti-reflective']),
];
const RX = {
  odSph: '-2.25',
  odCyl: '-0.50',
  odAxis: '90',
  osSph: '-2.00',
  osCyl: '0.00',
  pdMode: 'single',
  pd: '63',
  date: '2025-11-03',
};
const check = (
  values: Record<string, string>,
  frame: 'Eyeglasses' | 'Sunglasses' = 'Eyeglasses',
  onFile: OnFile = NOTHING_ON_FILE,
) => checkLensChoice(values, frame, PRODUCTS, en, onFile, TODAY);

describe('the Select lenses form, as the server checks it', () => {
  it('takes single vision with an entered prescription, and picks the lens variant itself', () => {
    const result = check({ usage: 'single-vision', index: '1.60', coating: 'Anti-reflective', rx: 'enter', ...RX });
    expect(result.ok && result.choice.lens?.id).toBe('lenses-single-vision/1.60/Anti-reflective');
    expect(result.ok && result.choice.source?.kind).toBe('entered');
  });

  it('takes the frame alone and plain lenses without a prescription', () => {
    expect(check({ usage: 'frame-only' })).toMatchObject({ ok: true, choice: { lens: null, source: null } });
    expect(check({ usage: 'non-prescription', index: '1.50', coating: 'Anti-reflective' })).toMatchObject({
      ok: true,
      choice: { source: null },
    });
  });

  it('takes a prescription sent later', () => {
    expect(check({ usage: 'progressive', index: '1.50', coating: 'Anti-reflective', rx: 'later' })).toMatchObject({
      ok: true,
      choice: { source: { kind: 'later' } },
    });
  });

  it('refuses progressive lenses without ADD', () => {
    const result = check({ usage: 'progressive', index: '1.50', coating: 'Anti-reflective', rx: 'enter', ...RX });
    expect(result.ok ? {} : result.errors).toMatchObject({
      odAdd: expect.stringContaining('ADD'),
      osAdd: expect.stringContaining('ADD'),
    });
  });

  it('refuses what the frame does not offer or the store does not sell', () => {
    expect(check({ usage: 'frame-only' }, 'Sunglasses')).toEqual({
      ok: false,
      errors: { usage: 'Choose what your lenses are for.' },
    });
    expect(check({ usage: 'tampered' })).toMatchObject({ ok: false, errors: { usage: expect.any(String) } });
    // A sunglasses coating on eyeglasses, an index the product lacks: no such package.
    expect(check({ usage: 'single-vision', index: '1.60', coating: 'Polarised grey', rx: 'later' })).toMatchObject({
      ok: false,
      errors: { coating: expect.any(String) },
    });
    expect(check({ usage: 'progressive', index: '1.60', coating: 'Anti-reflective', rx: 'later' })).toMatchObject({
      ok: false,
      errors: { coating: expect.any(String) },
    });
    expect(check({ usage: 'single-vision', rx: 'later' })).toMatchObject({
      ok: false,
      errors: { index: expect.any(String), coating: expect.any(String) },
    });
  });

  it('asks how the prescription comes, and for an index strong enough', () => {
    expect(check({ usage: 'single-vision', index: '1.50', coating: 'Anti-reflective' })).toMatchObject({
      ok: false,
      errors: { rx: expect.any(String) },
    });
    const strong = { ...RX, odSph: '-7.00', osSph: '-6.50' };
    expect(check({ usage: 'single-vision', index: '1.50', coating: 'Anti-reflective', rx: 'enter', ...strong })).toMatchObject({
      ok: false,
      errors: { index: 'Your prescription is too strong for 1.50 lenses: it needs index 1.67 or higher.' },
    });
  });
});

const eye = (sph: number, add: number | null = null) => ({ sph, cyl: 0, axis: null, add });
const SAVED = {
  id: 'rx-1',
  name: 'My glasses 2025',
  right: eye(-2.25, 2),
  left: eye(-2, 2),
  pd: { kind: 'single' as const, value: 63 },
  date: '2025-11-03',
};
const CUSTOMER: OnFile = { signedIn: true, uploads: [{ id: 'file-1', name: 'rx.png' }], saved: [SAVED] };
const PROGRESSIVE = { usage: 'progressive', index: '1.50', coating: 'Anti-reflective' };
const SINGLE = { usage: 'single-vision', index: '1.50', coating: 'Anti-reflective' };

describe('an uploaded prescription', () => {
  it('takes an upload the shopper owns, by its id, with the name the server keeps', () => {
    expect(check({ ...SINGLE, rx: 'upload', uploadId: 'file-1' }, 'Eyeglasses', CUSTOMER)).toMatchObject({
      ok: true,
      choice: { source: { kind: 'upload', id: 'file-1', fileName: 'rx.png' } },
    });
  });

  it("refuses no upload, and an id that is unknown or someone else's (not on file for this shopper)", () => {
    expect(check({ ...SINGLE, rx: 'upload' }, 'Eyeglasses', CUSTOMER)).toMatchObject({
      ok: false,
      errors: { upload: expect.stringContaining('Upload') },
    });
    expect(check({ ...SINGLE, rx: 'upload', uploadId: 'file-2' }, 'Eyeglasses', CUSTOMER)).toMatchObject({
      ok: false,
      errors: { upload: expect.stringContaining('could not find') },
    });
    expect(check({ ...SINGLE, rx: 'upload', uploadId: 'file-1' })).toMatchObject({
      ok: false,
      errors: { upload: expect.any(String) },
    });
  });
});

describe('a saved prescription', () => {
  it('puts the saved values on the line, with its ADD for progressive lenses', () => {
    const result = check({ ...PROGRESSIVE, rx: 'saved', savedId: 'rx-1' }, 'Eyeglasses', CUSTOMER);
    expect(result).toMatchObject({
      ok: true,
      choice: { source: { kind: 'saved', id: 'rx-1', name: 'My glasses 2025', prescription: { right: { sph: -2.25, add: 2 } } } },
    });
  });

  it('leaves the ADD out for single vision (distance) lenses', () => {
    const result = check({ ...SINGLE, rx: 'saved', savedId: 'rx-1' }, 'Eyeglasses', CUSTOMER);
    expect(result.ok && result.choice.source?.kind === 'saved' && result.choice.source.prescription.right.add).toBeNull();
  });

  it('refuses a guest, no choice and an id not on file', () => {
    expect(check({ ...SINGLE, rx: 'saved', savedId: 'rx-1' }, 'Eyeglasses', { ...CUSTOMER, signedIn: false })).toMatchObject({
      ok: false,
      errors: { saved: 'Sign in to use a saved prescription.' },
    });
    expect(check({ ...SINGLE, rx: 'saved' }, 'Eyeglasses', CUSTOMER)).toMatchObject({
      ok: false,
      errors: { saved: 'Choose one of your saved prescriptions.' },
    });
    expect(check({ ...SINGLE, rx: 'saved', savedId: 'rx-2' }, 'Eyeglasses', CUSTOMER)).toMatchObject({
      ok: false,
      errors: { saved: expect.stringContaining('could not find') },
    });
  });

  it('needs an ADD for progressive lenses', () => {
    const noAdd: OnFile = { ...CUSTOMER, saved: [{ ...SAVED, right: eye(-2.25), left: eye(-2) }] };
    expect(check({ ...PROGRESSIVE, rx: 'saved', savedId: 'rx-1' }, 'Eyeglasses', noAdd)).toMatchObject({
      ok: false,
      errors: { saved: expect.stringContaining('no ADD') },
    });
  });

  it('asks for a thicker index when its powers need one (the upgrade offer), and to confirm one now over 2 years old', () => {
    const strong: OnFile = { ...CUSTOMER, saved: [{ ...SAVED, right: eye(-7), left: eye(-6.5) }] };
    expect(check({ ...SINGLE, rx: 'saved', savedId: 'rx-1' }, 'Eyeglasses', strong)).toMatchObject({
      ok: false,
      errors: { index: 'Your prescription is too strong for 1.50 lenses: it needs index 1.67 or higher.' },
    });
    const old: OnFile = { ...CUSTOMER, saved: [{ ...SAVED, date: '2024-02-28' }] };
    expect(check({ ...SINGLE, rx: 'saved', savedId: 'rx-1' }, 'Eyeglasses', old)).toMatchObject({
      ok: false,
      errors: { confirmSavedOld: expect.stringContaining('2 years') },
    });
    expect(check({ ...SINGLE, rx: 'saved', savedId: 'rx-1', confirmSavedOld: 'yes' }, 'Eyeglasses', old)).toMatchObject({
      ok: true,
    });
  });
});

describe('saving the entered prescription', () => {
  it('keeps an entered prescription for a customer', () => {
    expect(check({ ...SINGLE, rx: 'enter', ...RX, saveRx: 'yes' }, 'Eyeglasses', CUSTOMER)).toMatchObject({
      ok: true,
      choice: { save: true },
    });
    expect(check({ ...SINGLE, rx: 'enter', ...RX }, 'Eyeglasses', CUSTOMER)).toMatchObject({ ok: true, choice: { save: false } });
  });

  it('refuses the tick from a guest, and ignores it for another source', () => {
    expect(check({ ...SINGLE, rx: 'enter', ...RX, saveRx: 'yes' })).toMatchObject({
      ok: false,
      errors: { saveRx: 'Sign in to save your prescription.' },
    });
    expect(check({ ...SINGLE, rx: 'later', saveRx: 'yes' })).toMatchObject({ ok: true, choice: { save: false } });
  });
});

describe("'Upgrade to …' without JavaScript", () => {
  const STRONG = { ...SINGLE, rx: 'enter', ...RX, odSph: '-9.00', osSph: '-9.00' };

  it('answers the same values with the thicker index, and the upgrade left out', () => {
    expect(withUpgrade({ ...STRONG, upgrade: '1.67' }, 'Eyeglasses', PRODUCTS)).toEqual({ ...STRONG, index: '1.67' });
    expect(check(withUpgrade({ ...STRONG, upgrade: '1.67' }, 'Eyeglasses', PRODUCTS))).toMatchObject({
      ok: true,
      choice: { lens: { index: '1.67' } },
    });
  });

  it('keeps the chosen index for an index the usage’s lenses are not sold in, or none', () => {
    for (const upgrade of ['1.60', '9.99', '']) {
      expect(withUpgrade({ ...PROGRESSIVE, rx: 'later', upgrade }, 'Eyeglasses', PRODUCTS)).toEqual({
        ...PROGRESSIVE,
        rx: 'later',
      });
    }
    // A usage this frame is not offered, or none at all: nothing to upgrade.
    expect(withUpgrade({ usage: 'frame-only', upgrade: '1.67' }, 'Eyeglasses', PRODUCTS)).toEqual({ usage: 'frame-only' });
    expect(withUpgrade({ upgrade: '1.67' }, 'Eyeglasses', PRODUCTS)).toEqual({});
  });
});
