import type { Money } from '~/lib/money';

/**
 * SPEC §9 line card discount: (compare-at − price) / compare-at × 100, to 2 decimals, shown with
 * '% off'. '0' when either price is missing (or the compare-at is not a positive amount).
 */
export function lineDiscountPercent(price: Money | null | undefined, compareAt: Money | null | undefined): string {
  const now = price ? Number.parseFloat(price.amount) : Number.NaN;
  const was = compareAt ? Number.parseFloat(compareAt.amount) : Number.NaN;
  if (!Number.isFinite(now) || !Number.isFinite(was) || was <= 0) return '0';
  return (((was - now) / was) * 100).toFixed(2);
}
