import { roundToMinor } from './money';

/** SPEC §1/§9: 'Split 4 payments', offered by the instalment providers for these currencies only. */
export const INSTALMENT_COUNT = 4;
export const INSTALMENT_CURRENCIES = ['AED', 'KWD', 'SAR'] as const;

export function offersInstalments(currency: string): boolean {
  return (INSTALMENT_CURRENCIES as readonly string[]).includes(currency);
}

/**
 * One of the 4 payments, rounded to the currency's minor unit (AED 2, SAR 2, KWD 3 digits), or null
 * where the providers do not operate. The provider charges any remainder with the last payment.
 */
export function instalmentAmount(price: number, currency: string): number | null {
  if (!offersInstalments(currency) || !Number.isFinite(price) || price <= 0) return null;
  return roundToMinor(price / INSTALMENT_COUNT, currency);
}

/**
 * The 4 payments as the widget lists them: `instalmentAmount` each, the last one taking what rounding
 * left over (up or down), so they add up to the price exactly. Null where there are no instalments,
 * and for a price of a few minor units whose rounding would leave a payment nothing or less.
 */
export function instalmentSchedule(price: number, currency: string): number[] | null {
  const each = instalmentAmount(price, currency);
  if (each === null) return null;
  const last = roundToMinor(price - each * (INSTALMENT_COUNT - 1), currency);
  if (each <= 0 || last <= 0) return null;
  return [...Array<number>(INSTALMENT_COUNT - 1).fill(each), last];
}
