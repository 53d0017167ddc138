import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { checkLensChoice } from './lens-choice';
import type { LensProduct } from './lens-offer';

const en = i18nFor('en');
const TODAY = new Date('2026-03-01T12:00:00Z');
const product = (handle: string, indices: string[], coatings: string[]): LensProduct => ({
  handle,
  title: handle,
  variants: indices.flatMap((index) =>
    coatings.map((coating) => ({ id: `${handle}/${index}/${coating}`, index, coating, price: '100.00', currencyCode: 'AED', availableForSale: true })),
  ),
});
const PRODUCTS = [
  product('lenses-single-vision', ['1.50', '1.60', '1.67', '1.74'], ['Anti-reflective', 'Polarised grey']),
  product('lenses-progressive', ['1.50', '1.67'], ['Anti-reflective']),
  product('lenses-non-prescription', ['1.50'], ['Anti-reflective']),
];
const RX = { odSph: '-2.25', odCyl: '-0.50', odAxis: '90', osSph: '-2.00', osCyl: '0.00', pdMode: 'single', pd: '63', date: '2025-11-03' };
const check = (values: Record<string, string>, frame: 'Eyeglasses' | 'Sunglasses' = 'Eyeglasses') =>
  checkLensChoice(values, frame, PRODUCTS, en, TODAY);

describe('the Select lenses form, as the server checks it', () => {
  it('takes single vision with an entered prescription, and picks the lens variant itself', () => {
    const result = check({ usage: 'single-vision', index: '1.60', coating: 'Anti-reflective', rx: 'enter', ...RX });
    expect(result.ok && result.choice.lens?.id).toBe('lenses-single-vision/1.60/Anti-reflective');
    expect(result.ok && result.choice.source?.kind).toBe('entered');
  });

  it('takes the frame alone and plain lenses without a prescription', () => {
    expect(check({ usage: 'frame-only' })).toMatchObject({ ok: true, choice: { lens: null, source: null } });
    expect(check({ usage: 'non-prescription', index: '1.50', coating: 'Anti-reflective' })).toMatchObject({ ok: true, choice: { source: null } });
  });

  it('takes a prescription sent later', () => {
    expect(check({ usage: 'progressive', index: '1.50', coating: 'Anti-reflective', rx: 'later' })).toMatchObject({
      ok: true,
      choice: { source: { kind: 'later' } },
    });
  });

  it('refuses progressive lenses without ADD', () => {
    const result = check({ usage: 'progressive', index: '1.50', coating: 'Anti-reflective', rx: 'enter', ...RX });
    expect(result.ok ? {} : result.errors).toMatchObject({ odAdd: expect.stringContaining('ADD'), osAdd: expect.stringContaining('ADD') });
  });

  it('refuses what the frame does not offer or the store does not sell', () => {
    expect(check({ usage: 'frame-only' }, 'Sunglasses')).toEqual({ ok: false, errors: { usage: 'Choose what your lenses are for.' } });
    expect(check({ usage: 'tampered' })).toMatchObject({ ok: false, errors: { usage: expect.any(String) } });
    // A sunglasses coating on eyeglasses, an index the product lacks: no such package.
    expect(check({ usage: 'single-vision', index: '1.60', coating: 'Polarised grey', rx: 'later' })).toMatchObject({ ok: false, errors: { coating: expect.any(String) } });
    expect(check({ usage: 'progressive', index: '1.60', coating: 'Anti-reflective', rx: 'later' })).toMatchObject({ ok: false, errors: { coating: expect.any(String) } });
    expect(check({ usage: 'single-vision', rx: 'later' })).toMatchObject({ ok: false, errors: { index: expect.any(String), coating: expect.any(String) } });
  });

  it('asks how the prescription comes, and for an index strong enough', () => {
    expect(check({ usage: 'single-vision', index: '1.50', coating: 'Anti-reflective' })).toMatchObject({ ok: false, errors: { rx: expect.any(String) } });
    const strong = { ...RX, odSph: '-7.00', osSph: '-6.50' };
    expect(check({ usage: 'single-vision', index: '1.50', coating: 'Anti-reflective', rx: 'enter', ...strong })).toMatchObject({
      ok: false,
      errors: { index: 'Your prescription is too strong for 1.50 lenses: it needs index 1.67 or higher.' },
    });
  });
});
