import { intlLocale, type Language } from '~/i18n/languages';

/**
 * Money as the shop shows it. Storefront amounts are decimal strings ('120.0', '12.375'); they are
 * formatted with Intl.NumberFormat in the market's currency, at the currency's own minor unit.
 */

/** Digits after the point per currency (ISO 4217): KWD has fils of 1/1000. */
export const MINOR_DIGITS: Record<string, number> = { AED: 2, SAR: 2, USD: 2, KWD: 3 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

export interface Money {
  amount: string;
  currencyCode: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * 'AED 1,250.00', 'KWD 104.603' on English pages: the currency code first, as Gulf shoppers read
 * prices. Arabic pages name the currency in Arabic after the amount ('1,250.00 د.إ.', 'US$'), with
 * Latin digits as shops in the UAE print them. Unknown currencies fall back to the code.
 */
export function formatMoney(amount: string | number, currency: string, language: Language = 'en'): string {
  const digits = minorDigits(currency);
  const key = `${language}:${currency}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      currencyDisplay: language === 'ar' ? 'symbol' : 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  // Intl puts a no-break space after the code; a plain space keeps texts searchable and testable.
  return formatter.format(Number(amount)).replace(/\u00a0/g, ' ');
}

/** Rounds to the currency's minor unit, half away from zero, without binary-float drift (1.005 → 1.01). */
export function roundToMinor(value: number, currency: string): number {
  const factor = 10 ** minorDigits(currency);
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)))) / factor;
}

/**
 * The product card's discount badge (SPEC §9): (compare-at − price) / compare-at × 100, rounded to an
 * integer. 0 when either price is missing or there is no saving.
 */
export function discountPercent(
  price: number | string | null | undefined,
  compareAt: number | string | null | undefined,
): number {
  const now = Number(price);
  const was = Number(compareAt);
  if (price == null || compareAt == null || !Number.isFinite(now) || !Number.isFinite(was) || was <= 0 || now >= was) return 0;
  return Math.round(((was - now) / was) * 100);
}

/** The saving a shopper sees on the product page ('You save AED 150.00'), in minor units. */
export function savingAmount(price: number, compareAt: number | null | undefined, currency: string): number {
  if (compareAt == null || compareAt <= price) return 0;
  return roundToMinor(compareAt - price, currency);
}
