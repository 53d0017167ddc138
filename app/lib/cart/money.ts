import { minorDigits } from '~/lib/money';

/**
 * The cart sums in integer minor units (fils, halalas, cents) so totals never drift
 * (0.1 + 0.2 ...). SPEC §9 minor-unit divisors: AED 2, SAR 2, KWD 3; USD 2.
 */

export const DEFAULT_CURRENCY = 'USD';

/** '12.345' KWD → 12345; rounds half away from zero at the currency's precision. */
export function toMinor(amount: string | number, currencyCode: string): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** minorDigits(currencyCode);
  return Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
}

/** 12345 KWD → '12.345'. */
export function fromMinor(minor: number, currencyCode: string): string {
  const digits = minorDigits(currencyCode);
  return (minor / 10 ** digits).toFixed(digits);
}

/** Frame + lenses, exact in minor units: the running total and the pair's price. */
export function pairTotal(framePrice: string | number, lensPrice: string | number | null, currencyCode: string): string {
  const minor = toMinor(framePrice, currencyCode) + (lensPrice === null ? 0 : toMinor(lensPrice, currencyCode));
  return fromMinor(minor, currencyCode);
}

/** The difference a choice makes against another (for '+ AED 150'), never negative. */
export function priceDifference(price: string, base: string, currencyCode: string): string {
  return fromMinor(Math.max(0, toMinor(price, currencyCode) - toMinor(base, currencyCode)), currencyCode);
}
