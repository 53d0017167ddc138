import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import RULES from './rules.json';
import { indexAllows, minimumIndex } from './indices';
import {
  EYE_PREFIX,
  EYES,
  type Eye,
  type EyePrescription,
  type Prescription,
  type PrescriptionField,
  type PupillaryDistance,
} from './prescription';
import { checkedWith } from '../validation/form-errors';
import { formatPower, inRange, RANGES, readNumber } from './values';

/**
 * The prescription form's rules, one schema for the browser and the server (issue 11):
 * SPH −20.00…+12.00 and CYL −6.00…+6.00 in 0.25 steps; AXIS 1…180 exactly when CYL ≠ 0; ADD
 * +0.75…+3.50, required for reading and progressive lenses (a saved prescription has it on both
 * eyes or neither); PD 50…80 or 25…40 per eye in 0.5 steps; a date from 1900 on that is not in the
 * future; powers the chosen index can make. Two warnings must be confirmed, not fixed: a
 * prescription older than 2 years, and eyes more than 3.00 apart.
 */

export interface PrescriptionRules {
  /** 'required' for reading and progressive lenses, 'none' when the lenses have no near part, 'optional' for a saved prescription. */
  add: 'required' | 'optional' | 'none';
  /** The lens index the powers must fit, when lenses were chosen. */
  index?: string | null;
  /** Today, for the date checks (tests fix it). */
  today?: Date;
}

export type PrescriptionErrors = Partial<Record<PrescriptionField | 'index', string>>;

export type PrescriptionCheck = { ok: true; prescription: Prescription } | { ok: false; errors: PrescriptionErrors };

/** The warnings a prescription raises (each must be confirmed to go on). */
export function prescriptionWarnings(rx: Pick<Prescription, 'right' | 'left' | 'date'>, today = new Date()) {
  const limit = new Date(Date.UTC(today.getUTCFullYear() - RULES.warnAfterYears, today.getUTCMonth(), today.getUTCDate()));
  return {
    old: rx.date < limit.toISOString().slice(0, 10),
    difference: Math.abs(rx.right.sph - rx.left.sph) > RULES.warnEyeDifference,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest eye test date taken: anything before is a typing slip ('0000-01-01'), not a prescription. */
export const EARLIEST_DATE = '1900-01-01';

function isRealDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function eyeName(i18n: I18n, eye: Eye): string {
  return eye === 'right' ? i18n._(msg`Right eye (OD)`) : i18n._(msg`Left eye (OS)`);
}

/** Checks submitted values: every broken field gets one message. */
export function checkPrescription(values: Record<string, unknown>, rules: PrescriptionRules, i18n: I18n): PrescriptionCheck {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const errors: PrescriptionErrors = {};
  const fail = (field: PrescriptionField | 'index', message: string) => {
    errors[field] ??= message;
  };

  const eyes: Partial<Record<Eye, EyePrescription>> = {};
  for (const eye of EYES) {
    const p = EYE_PREFIX[eye];
    const name = eyeName(i18n, eye);
    const sph = readNumber(text(`${p}Sph`));
    const cylText = text(`${p}Cyl`);
    const cyl = cylText === '' ? 0 : readNumber(cylText);
    const axisText = text(`${p}Axis`);
    const axis = axisText === '' ? null : readNumber(axisText);
    const addText = text(`${p}Add`);
    const add = addText === '' ? null : readNumber(addText);
    let valid = true;
    if (text(`${p}Sph`) === '') {
      fail(`${p}Sph`, i18n._(msg`${name}: choose the SPH (sphere).`));
      valid = false;
    } else if (sph === null || !inRange(sph, RANGES.sph)) {
      fail(`${p}Sph`, i18n._(msg`${name}: SPH must be between −20.00 and +12.00, in steps of 0.25.`));
      valid = false;
    }
    if (cyl === null || !inRange(cyl, RANGES.cyl)) {
      fail(`${p}Cyl`, i18n._(msg`${name}: CYL must be between −6.00 and +6.00, in steps of 0.25.`));
      valid = false;
    }
    if (axisText !== '' && (axis === null || !inRange(axis, RANGES.axis))) {
      fail(`${p}Axis`, i18n._(msg`${name}: AXIS must be a whole number of degrees from 1 to 180.`));
      valid = false;
    } else if (cyl !== null && cyl !== 0 && axis === null) {
      fail(`${p}Axis`, i18n._(msg`${name}: a cylinder (CYL) needs its AXIS (1 to 180).`));
      valid = false;
    } else if (cyl === 0 && axis !== null) {
      fail(`${p}Axis`, i18n._(msg`${name}: an AXIS is only given with a cylinder (CYL). Choose a CYL or clear the AXIS.`));
      valid = false;
    }
    if (addText !== '' && rules.add === 'none') {
      fail(`${p}Add`, i18n._(msg`${name}: ADD is only for reading and progressive lenses.`));
      valid = false;
    } else if (addText !== '' && (add === null || !inRange(add, RANGES.add))) {
      fail(`${p}Add`, i18n._(msg`${name}: ADD must be between +0.75 and +3.50, in steps of 0.25.`));
      valid = false;
    } else if (addText === '' && rules.add === 'required') {
      fail(`${p}Add`, i18n._(msg`${name}: choose the ADD (near addition): reading and progressive lenses need it.`));
      valid = false;
    }
    if (valid) eyes[eye] = { sph: sph!, cyl: cyl!, axis, add };
  }

  // Where ADD is optional (a saved prescription), it is for both eyes or neither: a near addition
  // on one eye only is a slip that reading and progressive lenses would later refuse.
  if (rules.add === 'optional') {
    for (const [eye, other] of [
      ['right', 'left'],
      ['left', 'right'],
    ] as const) {
      if (text(`${EYE_PREFIX[eye]}Add`) === '' && text(`${EYE_PREFIX[other]}Add`) !== '') {
        const name = eyeName(i18n, eye);
        fail(
          `${EYE_PREFIX[eye]}Add`,
          i18n._(msg`${name}: choose the ADD (near addition) too, as the other eye has one, or clear both.`),
        );
        delete eyes[eye];
      }
    }
  }

  const pd = checkPd(text, i18n, fail);

  const date = text('date');
  const today = (rules.today ?? new Date()).toISOString().slice(0, 10);
  if (date === '') fail('date', i18n._(msg`Enter the date of your prescription.`));
  else if (!isRealDate(date)) fail('date', i18n._(msg`Enter the prescription's date as a real day.`));
  else if (date > today) fail('date', i18n._(msg`The prescription's date cannot be in the future.`));
  else if (date < EARLIEST_DATE) fail('date', i18n._(msg`The prescription's date cannot be before 1900.`));

  const right = eyes.right;
  const left = eyes.left;
  if (right && left && rules.index) {
    const powers = [right, left];
    if (!indexAllows(rules.index, powers)) {
      const needed = minimumIndex(powers);
      const chosen = rules.index;
      fail(
        'index',
        needed
          ? i18n._(msg`Your prescription is too strong for ${chosen} lenses: it needs index ${needed} or higher.`)
          : i18n._(msg`Your prescription is beyond what we can make. Please contact us.`),
      );
    }
  }

  if (right && left && pd && Object.keys(errors).length === 0) {
    const warnings = prescriptionWarnings({ right, left, date }, rules.today);
    if (warnings.old && text('confirmOld') !== 'yes') {
      fail(
        'confirmOld',
        i18n._(
          msg`This prescription is more than 2 years old. Eyes change: a new eye test is best. Tick to confirm you want to use it.`,
        ),
      );
    }
    if (warnings.difference && text('confirmDifference') !== 'yes') {
      const difference = formatPower(Math.abs(right.sph - left.sph)).replace(/^\+/, '');
      fail(
        'confirmDifference',
        i18n._(
          msg`Your eyes are ${difference} apart (more than 3.00). Please check the prescription, then tick to confirm it is right.`,
        ),
      );
    }
  }

  if (Object.keys(errors).length > 0 || !right || !left || !pd) return { ok: false, errors };
  return { ok: true, prescription: { right, left, pd, date } };
}

function checkPd(
  text: (name: string) => string,
  i18n: I18n,
  fail: (field: PrescriptionField, message: string) => void,
): PupillaryDistance | null {
  if (text('pdMode') === 'dual') {
    const right = readNumber(text('pdRight'));
    const left = readNumber(text('pdLeft'));
    const message = i18n._(msg`Each eye's PD must be between 25 and 40 mm, in steps of 0.5.`);
    const rightOk = right !== null && inRange(right, RANGES.pdPerEye);
    const leftOk = left !== null && inRange(left, RANGES.pdPerEye);
    if (!rightOk) fail('pdRight', text('pdRight') === '' ? i18n._(msg`Choose the right eye's PD.`) : message);
    if (!leftOk) fail('pdLeft', text('pdLeft') === '' ? i18n._(msg`Choose the left eye's PD.`) : message);
    return rightOk && leftOk ? { kind: 'dual', right: right!, left: left! } : null;
  }
  const value = readNumber(text('pd'));
  if (text('pd') === '') {
    fail('pd', i18n._(msg`Choose your PD (pupillary distance).`));
    return null;
  }
  if (value === null || !inRange(value, RANGES.pd)) {
    fail('pd', i18n._(msg`PD must be between 50 and 80 mm, in steps of 0.5.`));
    return null;
  }
  return { kind: 'single', value };
}

/** The same rules as a zod schema over the form's values (parseForm, useFormValidation). */
export function prescriptionSchema(i18n: I18n, rules: PrescriptionRules) {
  return checkedWith((values) => {
    const checked = checkPrescription(values, rules, i18n);
    return checked.ok ? { ok: true, value: checked.prescription } : checked;
  });
}
