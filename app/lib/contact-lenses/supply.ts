/**
 * How long a contact-lens order lasts (issue 11), from the box's facts: lenses per box and the
 * replacement schedule (variant metafields `custom.lenses_per_box`, `custom.replacement_schedule`).
 * Each eye wears one lens at a time and replaces it on schedule.
 */
import REPLACEMENT from './replacement.json';

export type ReplacementSchedule = keyof typeof REPLACEMENT;
export type SupplyUnit = 'day' | 'week' | 'month' | 'year';

export interface LensSupply {
  lensesPerBox: number;
  schedule: ReplacementSchedule;
}

/** A length of wear, counted in the schedule's own unit (30 days, 12 weeks, 6 months). */
export interface WearTime {
  count: number;
  unit: SupplyUnit;
}

function isSchedule(value: string): value is ReplacementSchedule {
  return Object.hasOwn(REPLACEMENT, value);
}

/** The box's supply facts from its metafield values; null when either is missing or unknown. */
export function readLensSupply(lensesPerBox: string | null | undefined, schedule: string | null | undefined): LensSupply | null {
  const lenses = /^\d+$/.test(lensesPerBox ?? '') ? Number(lensesPerBox) : 0;
  if (lenses < 1 || !schedule || !isSchedule(schedule)) return null;
  return { lensesPerBox: lenses, schedule };
}

/**
 * How long `boxes` boxes last when shared by `eyes` eyes (2 for 'same prescription for both eyes',
 * 1 for one eye's own boxes). An odd lens left over is not a whole replacement for both eyes.
 */
export function wearTime(supply: LensSupply, boxes: number, eyes: 1 | 2): WearTime {
  const { unit, every } = REPLACEMENT[supply.schedule] as { unit: SupplyUnit; every: number };
  const lensesPerEye = Math.floor((Math.max(0, Math.floor(boxes)) * supply.lensesPerBox) / eyes);
  return { count: lensesPerEye * every, unit };
}
