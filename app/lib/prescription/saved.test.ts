import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { parseForm } from '~/lib/validation/form-errors';
import { checkSavedPrescription, NAME_MAX, savedPrescriptionSchema } from './saved';

const en = i18nFor('en');
const TODAY = new Date('2026-03-01T12:00:00Z');
const base = {
  name: 'My glasses',
  odSph: '-2.25',
  odCyl: '0.00',
  osSph: '-2.00',
  osCyl: '0.00',
  pdMode: 'single',
  pd: '63',
  date: '2025-11-03',
};

describe('a saved prescription', () => {
  it('needs a name of 1 to 60 characters, trimmed', () => {
    expect(checkSavedPrescription({ ...base, name: '  Reading  ' }, en, TODAY)).toMatchObject({ ok: true, name: 'Reading' });
    expect(checkSavedPrescription({ ...base, name: 'x'.repeat(NAME_MAX) }, en, TODAY).ok).toBe(true);
    for (const name of ['', '   ', 'x'.repeat(NAME_MAX + 1)]) {
      const checked = checkSavedPrescription({ ...base, name }, en, TODAY);
      expect(checked.ok ? {} : checked.errors).toEqual({
        name: "Give the prescription a name of up to 60 characters (for example 'My glasses 2026').",
      });
    }
  });

  it('is no name when made of invisible characters alone (zero-width spaces, marks, Hangul fillers, the blank braille cell)', () => {
    const message = "Give the prescription a name of up to 60 characters (for example 'My glasses 2026').";
    for (const name of [
      '\u200b',
      '\u200b\u200c\u200d',
      ' \u200e\u200f\u2060\ufeff ',
      '\u00ad\u2066\u2069',
      '\u3164',
      '\u115f\u2800',
    ]) {
      const checked = checkSavedPrescription({ ...base, name }, en, TODAY);
      expect(checked.ok ? {} : checked.errors).toEqual({ name: message });
    }
    // In a name with something to see, a joiner stays: it is part of the writing.
    expect(checkSavedPrescription({ ...base, name: 'Rana 👩\u200d⚕️' }, en, TODAY)).toMatchObject({
      ok: true,
      name: 'Rana 👩\u200d⚕️',
    });
  });

  it('has ADD on both eyes or neither: one eye alone is refused, naming the other', () => {
    const checked = checkSavedPrescription({ ...base, odAdd: '+2.00' }, en, TODAY);
    expect(checked.ok ? {} : checked.errors).toEqual({
      osAdd: 'Left eye (OS): choose the ADD (near addition) too, as the other eye has one, or clear both.',
    });
  });

  it('refuses a date before 1900', () => {
    const checked = checkSavedPrescription({ ...base, date: '0000-01-01' }, en, TODAY);
    expect(checked.ok ? {} : checked.errors).toEqual({ date: "The prescription's date cannot be before 1900." });
  });

  it('keeps ADD when given and does not ask for it otherwise', () => {
    const withAdd = checkSavedPrescription({ ...base, odAdd: '+2.00', osAdd: '+2.00' }, en, TODAY);
    expect(withAdd.ok && withAdd.prescription.right.add).toBe(2);
    const without = checkSavedPrescription(base, en, TODAY);
    expect(without.ok && without.prescription.left.add).toBeNull();
  });

  it('fits no lens index yet: the strongest powers are kept', () => {
    expect(checkSavedPrescription({ ...base, odSph: '-20.00', osSph: '-19.75' }, en, TODAY).ok).toBe(true);
  });

  it('names the name first, then the prescription’s own fields, in the browser’s schema too', () => {
    const parsed = parseForm(savedPrescriptionSchema(en), { ...base, name: '', odCyl: '-1.00', pd: '' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(parsed.errors)).toEqual(['name', 'odAxis', 'pd']);
  });
});
