import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { parseForm } from '~/lib/validation/form-errors';
import { checkPrescription, prescriptionSchema, prescriptionWarnings, type PrescriptionRules } from './schema';

const en = i18nFor('en');
const TODAY = new Date('2026-03-01T12:00:00Z');
const SV: PrescriptionRules = { add: 'none', index: '1.74', today: TODAY };
const PROGRESSIVE: PrescriptionRules = { add: 'required', index: '1.74', today: TODAY };

/** A valid single-vision form; each test changes what it checks. */
const base = {
  odSph: '-2.25',
  odCyl: '-0.50',
  odAxis: '90',
  odAdd: '',
  osSph: '-2.00',
  osCyl: '0.00',
  osAxis: '',
  osAdd: '',
  pdMode: 'single',
  pd: '63',
  date: '2025-11-03',
};

const errorsOf = (values: Record<string, string>, rules: PrescriptionRules = SV) => {
  const result = checkPrescription(values, rules, en);
  return result.ok ? {} : result.errors;
};

describe('a prescription that is right', () => {
  it('reads as numbers, with one PD', () => {
    expect(checkPrescription(base, SV, en)).toEqual({
      ok: true,
      prescription: {
        right: { sph: -2.25, cyl: -0.5, axis: 90, add: null },
        left: { sph: -2, cyl: 0, axis: null, add: null },
        pd: { kind: 'single', value: 63 },
        date: '2025-11-03',
      },
    });
  });

  it('reads two PDs, a real minus sign and a power without its plus', () => {
    const result = checkPrescription(
      { ...base, odSph: '−2.25', osSph: '0.50', pdMode: 'dual', pdRight: '31.5', pdLeft: '32' },
      SV,
      en,
    );
    expect(result.ok && result.prescription.left.sph).toBe(0.5);
    expect(result.ok && result.prescription.right.sph).toBe(-2.25);
    expect(result.ok && result.prescription.pd).toEqual({ kind: 'dual', right: 31.5, left: 32 });
  });

  it('is the same through the zod schema (the browser and the server)', () => {
    expect(parseForm(prescriptionSchema(en, SV), base)).toMatchObject({
      success: true,
      data: { pd: { kind: 'single', value: 63 } },
    });
    expect(parseForm(prescriptionSchema(en, SV), { ...base, odSph: '-20.25' })).toEqual({
      success: false,
      errors: { odSph: 'Right eye (OD): SPH must be between −20.00 and +12.00, in steps of 0.25.' },
    });
  });
});

describe('SPH: −20.00 to +12.00 in 0.25 steps, required', () => {
  it.each(['-20.00', '-19.75', '0.00', '+11.75', '+12.00', '-0.25', '+0.25'])('accepts %s', (sph) => {
    expect(errorsOf({ ...base, odSph: sph, osSph: sph })).toEqual({});
  });
  it.each(['-20.25', '+12.25', '-2.30', '+1.10', '-2.125', 'abc', '--1'])('refuses %s', (sph) => {
    expect(errorsOf({ ...base, odSph: sph }).odSph).toBe(
      'Right eye (OD): SPH must be between −20.00 and +12.00, in steps of 0.25.',
    );
  });
  it('asks for it', () => {
    expect(errorsOf({ ...base, osSph: '' }).osSph).toBe('Left eye (OS): choose the SPH (sphere).');
  });
});

describe('CYL: −6.00 to +6.00 in 0.25 steps; AXIS 1 to 180 exactly when CYL ≠ 0', () => {
  it.each(['-6.00', '+6.00', '-0.25', '+0.25'])('accepts CYL %s with an axis', (cyl) => {
    expect(errorsOf({ ...base, odCyl: cyl, odAxis: '1' })).toEqual({});
    expect(errorsOf({ ...base, odCyl: cyl, odAxis: '180' })).toEqual({});
  });
  it.each(['-6.25', '+6.25', '-0.10'])('refuses CYL %s', (cyl) => {
    expect(errorsOf({ ...base, odCyl: cyl }).odCyl).toBe(
      'Right eye (OD): CYL must be between −6.00 and +6.00, in steps of 0.25.',
    );
  });
  it('takes a missing CYL as 0', () => {
    expect(errorsOf({ ...base, osCyl: '' })).toEqual({});
  });
  it.each(['0', '181', '90.5', '-5'])('refuses AXIS %s', (axis) => {
    expect(errorsOf({ ...base, odAxis: axis }).odAxis).toBe(
      'Right eye (OD): AXIS must be a whole number of degrees from 1 to 180.',
    );
  });
  it('wants an AXIS with a CYL', () => {
    expect(errorsOf({ ...base, odAxis: '' }).odAxis).toBe('Right eye (OD): a cylinder (CYL) needs its AXIS (1 to 180).');
  });
  it('refuses an AXIS without a CYL', () => {
    expect(errorsOf({ ...base, osAxis: '45' }).osAxis).toBe(
      'Left eye (OS): an AXIS is only given with a cylinder (CYL). Choose a CYL or clear the AXIS.',
    );
  });
});

describe('ADD: +0.75 to +3.50 in 0.25 steps, required for reading and progressive lenses', () => {
  const withAdd = (add: string) => ({ ...base, odAdd: add, osAdd: add });
  it.each(['+0.75', '+1.00', '+3.25', '+3.50'])('accepts %s for progressive lenses', (add) => {
    expect(errorsOf(withAdd(add), PROGRESSIVE)).toEqual({});
  });
  it.each(['+0.50', '+3.75', '+1.10', '-1.00'])('refuses %s', (add) => {
    expect(errorsOf(withAdd(add), PROGRESSIVE).odAdd).toBe(
      'Right eye (OD): ADD must be between +0.75 and +3.50, in steps of 0.25.',
    );
  });
  it('is required for progressive and reading lenses', () => {
    expect(errorsOf(base, PROGRESSIVE)).toEqual({
      odAdd: 'Right eye (OD): choose the ADD (near addition): reading and progressive lenses need it.',
      osAdd: 'Left eye (OS): choose the ADD (near addition): reading and progressive lenses need it.',
    });
  });
  it('is not for single-vision lenses, and optional on a saved prescription', () => {
    expect(errorsOf(withAdd('+2.00')).odAdd).toBe('Right eye (OD): ADD is only for reading and progressive lenses.');
    expect(errorsOf(withAdd('+2.00'), { add: 'optional', today: TODAY })).toEqual({});
    expect(errorsOf(base, { add: 'optional', today: TODAY })).toEqual({});
  });
  it('is on both eyes or neither on a saved prescription: the eye without it is named', () => {
    const SAVED: PrescriptionRules = { add: 'optional', today: TODAY };
    expect(errorsOf({ ...base, odAdd: '+1.50' }, SAVED)).toEqual({
      osAdd: 'Left eye (OS): choose the ADD (near addition) too, as the other eye has one, or clear both.',
    });
    expect(errorsOf({ ...base, osAdd: '+1.50' }, SAVED)).toEqual({
      odAdd: 'Right eye (OD): choose the ADD (near addition) too, as the other eye has one, or clear both.',
    });
    // Different ADDs per eye are the optician's business: both given is enough.
    expect(errorsOf({ ...base, odAdd: '+1.50', osAdd: '+1.75' }, SAVED)).toEqual({});
  });
});

describe('PD: 50 to 80, or 25 to 40 per eye, in 0.5 steps', () => {
  it.each(['50', '50.5', '63', '79.5', '80'])('accepts one PD of %s', (pd) => {
    expect(errorsOf({ ...base, pd })).toEqual({});
  });
  it.each(['49.5', '80.5', '63.25', '63.2'])('refuses one PD of %s', (pd) => {
    expect(errorsOf({ ...base, pd }).pd).toBe('PD must be between 50 and 80 mm, in steps of 0.5.');
  });
  it.each(['25', '25.5', '39.5', '40'])('accepts %s per eye', (value) => {
    expect(errorsOf({ ...base, pdMode: 'dual', pdRight: value, pdLeft: value })).toEqual({});
  });
  it.each(['24.5', '40.5', '31.25'])('refuses %s per eye', (value) => {
    expect(errorsOf({ ...base, pdMode: 'dual', pdRight: value, pdLeft: '31' }).pdRight).toBe(
      "Each eye's PD must be between 25 and 40 mm, in steps of 0.5.",
    );
  });
  it('asks for each missing PD', () => {
    expect(errorsOf({ ...base, pd: '' }).pd).toBe('Choose your PD (pupillary distance).');
    expect(errorsOf({ ...base, pdMode: 'dual' })).toEqual({
      pdRight: "Choose the right eye's PD.",
      pdLeft: "Choose the left eye's PD.",
    });
  });
});

describe('the date', () => {
  it('is required, a real day, and not in the future', () => {
    expect(errorsOf({ ...base, date: '' }).date).toBe('Enter the date of your prescription.');
    expect(errorsOf({ ...base, date: '2025-02-30' }).date).toBe("Enter the prescription's date as a real day.");
    expect(errorsOf({ ...base, date: '03/11/2025' }).date).toBe("Enter the prescription's date as a real day.");
    expect(errorsOf({ ...base, date: '2026-03-02' }).date).toBe("The prescription's date cannot be in the future.");
    expect(errorsOf({ ...base, date: '2026-03-01' })).toEqual({});
  });

  it('is not before 1900 (a slip such as 0000-01-01)', () => {
    for (const date of ['0000-01-01', '0001-01-01', '1899-12-31']) {
      expect(errorsOf({ ...base, date }).date).toBe("The prescription's date cannot be before 1900.");
    }
    expect(errorsOf({ ...base, date: '1900-01-01', confirmOld: 'yes' })).toEqual({});
  });
});

describe('what the lens index can make (strong powers need 1.67 or more)', () => {
  const at = (index: string) => ({ add: 'none', index, today: TODAY }) as const;
  it.each([
    ['1.50', '-4.00', '-2.00', true],
    ['1.50', '-4.25', '0.00', false],
    ['1.50', '-1.00', '-2.25', false],
    ['1.60', '+6.00', '-3.00', true],
    ['1.60', '-6.25', '0.00', false],
    ['1.60', '-1.00', '-3.25', false],
    ['1.67', '-10.00', '-4.00', true],
    ['1.67', '-10.25', '0.00', false],
    ['1.67', '-1.00', '-4.25', false],
    ['1.74', '-20.00', '-6.00', true],
  ])('index %s, SPH %s CYL %s: allowed %s', (index, sph, cyl, allowed) => {
    const values = { ...base, odSph: sph, odCyl: cyl, odAxis: cyl === '0.00' ? '' : '90', osSph: sph, confirmDifference: 'yes' };
    expect('index' in errorsOf(values, at(index))).toBe(!allowed);
  });
  it('names the index needed', () => {
    const values = { ...base, odSph: '-7.00', osSph: '-6.50' };
    expect(errorsOf(values, at('1.60')).index).toBe(
      'Your prescription is too strong for 1.60 lenses: it needs index 1.67 or higher.',
    );
  });
});

describe('warnings to confirm, not errors', () => {
  it('an old prescription (more than 2 years) is confirmed with a tick', () => {
    expect(errorsOf({ ...base, date: '2024-03-01' })).toEqual({});
    const old = { ...base, date: '2024-02-29' };
    expect(errorsOf(old).confirmOld).toMatch(/more than 2 years old/);
    expect(errorsOf({ ...old, confirmOld: 'yes' })).toEqual({});
  });
  it('eyes more than 3.00 apart are confirmed with a tick', () => {
    expect(errorsOf({ ...base, odSph: '-5.00', osSph: '-2.00' })).toEqual({});
    const apart = { ...base, odSph: '-5.25', osSph: '-2.00' };
    expect(errorsOf(apart).confirmDifference).toBe(
      'Your eyes are 3.25 apart (more than 3.00). Please check the prescription, then tick to confirm it is right.',
    );
    expect(errorsOf({ ...apart, confirmDifference: 'yes' })).toEqual({});
  });
  it('are asked only once the values are right', () => {
    expect(errorsOf({ ...base, date: '2020-01-01', pd: '' })).toEqual({ pd: 'Choose your PD (pupillary distance).' });
  });
  it('are worked out for the page too', () => {
    const rx = {
      right: { sph: -5.25, cyl: 0, axis: null, add: null },
      left: { sph: -2, cyl: 0, axis: null, add: null },
      date: '2023-01-01',
    };
    expect(prescriptionWarnings(rx, TODAY)).toEqual({ old: true, difference: true });
  });
});

describe('in Arabic', () => {
  it('speaks the page language', () => {
    const result = checkPrescription({ ...base, pd: '' }, SV, i18nFor('ar'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.pd).toMatch(/[\u0600-\u06ff]/);
  });
});
