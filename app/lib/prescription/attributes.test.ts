import { describe, expect, it } from 'vitest';
import { ATTRIBUTE, eyeText, lensLineAttributes, pairOf, pdText, readLensAttributes, visibleAttributes } from './attributes';
import type { Prescription } from './prescription';

const rx: Prescription = {
  right: { sph: -2.25, cyl: -0.5, axis: 90, add: null },
  left: { sph: 1.5, cyl: 0, axis: null, add: null },
  pd: { kind: 'single', value: 63 },
  date: '2025-11-03',
};

describe('the prescription as line attributes', () => {
  it('writes readable keys and values, with real minus signs', () => {
    expect(lensLineAttributes('pair-1', { kind: 'entered', prescription: rx })).toEqual([
      { key: '_pair', value: 'pair-1' },
      { key: 'Prescription', value: 'Entered by the customer' },
      { key: 'Right eye (OD)', value: 'SPH −2.25 CYL −0.50 AXIS 90' },
      { key: 'Left eye (OS)', value: 'SPH +1.50' },
      { key: 'PD', value: '63' },
      { key: 'Prescription date', value: '2025-11-03' },
    ]);
  });

  it('writes ADD and two PDs', () => {
    expect(eyeText({ sph: 0, cyl: 0, axis: null, add: 2 })).toBe('SPH 0.00 ADD +2.00');
    expect(pdText({ kind: 'dual', right: 31.5, left: 32 })).toBe('R 31.5 / L 32');
  });

  it('reads back what it wrote, for every source', () => {
    const dual: Prescription = {
      ...rx,
      right: { ...rx.right, add: 1.75 },
      left: { ...rx.left, add: 1.75 },
      pd: { kind: 'dual', right: 31.5, left: 32 },
    };
    const sources = [
      { kind: 'entered', prescription: dual },
      { kind: 'saved', prescription: rx, id: 'abc', name: 'Reading 2025' },
      { kind: 'upload', id: 'file-1', fileName: 'my rx.png' },
      { kind: 'later' },
    ] as const;
    for (const source of sources) expect(readLensAttributes(lensLineAttributes('p', source))).toEqual(source);
  });

  it('hides the internal keys from people, and finds the pair', () => {
    const attributes = lensLineAttributes('pair-9', { kind: 'upload', id: 'u1', fileName: 'rx.pdf' });
    expect(visibleAttributes(attributes)).toEqual([{ key: 'Prescription', value: 'Uploaded file: rx.pdf' }]);
    expect(pairOf(attributes)).toBe('pair-9');
    expect(pairOf([{ key: ATTRIBUTE.eye, value: 'Right' }])).toBeNull();
  });

  it('says nothing for lines it did not write', () => {
    expect(readLensAttributes([])).toBeNull();
    expect(
      readLensAttributes([
        { key: 'Prescription', value: 'Entered by the customer' },
        { key: 'Right eye (OD)', value: 'nonsense' },
      ]),
    ).toBeNull();
  });
});
