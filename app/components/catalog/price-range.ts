import { PRICE_STEP } from '~/lib/catalog/shop-query';

/** SPEC §5 price inputs: min ≥ 0, max ≥ 1, whole numbers, and min never above max. */
export function clampPrice(which: 'min' | 'max', raw: number, other: number): number {
  const value = Number.isFinite(raw) ? Math.round(raw) : which === 'min' ? 0 : 1;
  if (which === 'min') return Math.min(Math.max(0, value), other);
  return Math.max(Math.max(1, value), other);
}

/** Arrow keys move a price by 50 (SPEC §5 'about 50'). */
export function stepPrice(which: 'min' | 'max', current: number, direction: 1 | -1, other: number): number {
  return clampPrice(which, current + direction * PRICE_STEP, other);
}
