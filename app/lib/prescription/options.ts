import { formatPd, formatPower, powerValue, RANGES, rangeValues, type Range } from './values';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The choices of each prescription value, from the shared rules (rules.json): the lens steps and
 * My Prescriptions offer the same values.
 */
const powers = (range: Range): SelectOption[] =>
  rangeValues(range).map((value) => ({ value: powerValue(value), label: formatPower(value) }));
const millimetres = (range: Range): SelectOption[] =>
  rangeValues(range).map((value) => ({ value: formatPd(value), label: formatPd(value) }));

export const PRESCRIPTION_OPTIONS = {
  sph: powers(RANGES.sph),
  cyl: powers(RANGES.cyl),
  axis: rangeValues(RANGES.axis).map((value) => ({ value: String(value), label: `${value}°` })),
  add: powers(RANGES.add),
  pd: millimetres(RANGES.pd),
  pdPerEye: millimetres(RANGES.pdPerEye),
};
