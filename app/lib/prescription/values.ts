import RULES from './rules.json';

/**
 * Prescription numbers as opticians write them: powers in dioptres with a sign and two decimals
 * ('−2.25', '+1.50', '0.00', with a real minus sign when shown), axis in whole degrees, PD in
 * millimetres with at most one decimal. Forms post ASCII ('-2.25'); anything typed with a real
 * minus or without the plus sign reads the same.
 */

export interface Range {
  min: number;
  max: number;
  step: number;
}

export const RANGES = {
  sph: RULES.sph,
  cyl: RULES.cyl,
  axis: RULES.axis,
  add: RULES.add,
  pd: RULES.pd,
  pdPerEye: RULES.pdPerEye,
} satisfies Record<string, Range>;

const MINUS = '\u2212';

/** A submitted number ('-2.25', '−2.25', '+1.5', '63'), or null when it is not one. */
export function readNumber(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').trim().replace(MINUS, '-');
  if (!/^[+-]?\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Within the range and on one of its steps (counted from the minimum), in whole hundredths to avoid float drift. */
export function inRange(value: number, range: Range): boolean {
  const hundredths = Math.round(value * 100);
  if (Math.abs(value * 100 - hundredths) > 1e-6) return false;
  if (hundredths < Math.round(range.min * 100) || hundredths > Math.round(range.max * 100)) return false;
  return (hundredths - Math.round(range.min * 100)) % Math.round(range.step * 100) === 0;
}

/** Every value of a range, lowest first. */
export function rangeValues(range: Range): number[] {
  const count = Math.round((range.max - range.min) / range.step);
  return Array.from({ length: count + 1 }, (_, i) => Math.round((range.min + i * range.step) * 100) / 100);
}

/** The form's value for a power: '-2.25', '+1.50', '0.00'. */
export function powerValue(value: number): string {
  const fixed = Math.abs(value).toFixed(2);
  if (value === 0) return fixed;
  return `${value < 0 ? '-' : '+'}${fixed}`;
}

/** A power as shown and as stored for the optician: '−2.25', '+1.50', '0.00' (a real minus sign). */
export function formatPower(value: number): string {
  return powerValue(value).replace('-', MINUS);
}

/** A PD: '63', '31.5'. */
export function formatPd(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
