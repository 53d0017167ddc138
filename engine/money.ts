/**
 * Presentment money. The catalog is priced in AED (fils); every other currency is derived from a
 * fixed rate, rounded to the currency's minor unit (3 decimals for KWD, 2 for the others), and
 * printed the way Shopify prints a Decimal: '120.0', '29.99', '32.5', '12.375'.
 */
import { DEFAULT_LANGUAGE, intlLocale, type Language } from './i18n/languages.ts';

export const CURRENCIES = ['AED', 'KWD', 'SAR', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** AED per one unit of the currency. */
export type Rates = Record<CurrencyCode, number>;

export const DEFAULT_RATES: Rates = { AED: 1, USD: 3.6725, SAR: 0.9793, KWD: 11.95 };

export const MINOR_DIGITS: Record<CurrencyCode, number> = { AED: 2, KWD: 3, SAR: 2, USD: 2 };

export function minorUnits(currency: CurrencyCode): number {
  return 10 ** MINOR_DIGITS[currency];
}

/** A currency and its rate: everything needed to show an AED price to one buyer. */
export interface Pricing {
  currency: CurrencyCode;
  aedPerUnit: number;
}

export function pricingFor(currency: CurrencyCode, rates: Rates): Pricing {
  return { currency, aedPerUnit: rates[currency] };
}

/** Converts an AED amount in fils to the presentment currency's minor units (rounded half up). */
export function fromFils(fils: number, pricing: Pricing): number {
  if (pricing.currency === 'AED') return fils;
  const units = fils / 100 / pricing.aedPerUnit;
  return Math.round(units * minorUnits(pricing.currency));
}

/** Shopify's Decimal string: no trailing zeros, but always one digit after the point. */
export function formatDecimal(minor: number, currency: CurrencyCode): string {
  const fixed = (minor / minorUnits(currency)).toFixed(MINOR_DIGITS[currency]);
  const trimmed = fixed.replace(/0+$/, '');
  return trimmed.endsWith('.') ? `${trimmed}0` : trimmed;
}

export interface MoneyV2 {
  amount: string;
  currencyCode: CurrencyCode;
}

export function money(minor: number, currency: CurrencyCode): MoneyV2 {
  return { amount: formatDecimal(minor, currency), currencyCode: currency };
}

/** An AED catalog price shown in the buyer's currency. */
export function presentFils(fils: number, pricing: Pricing): MoneyV2 {
  return money(fromFils(fils, pricing), pricing.currency);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Human display for the checkout page, as the storefront shows money: the code first in English
 * ('AED 1,250.00', 'KWD 104.603'), the Arabic currency name after the amount in Arabic
 * ('1,250.00 د.إ.', '12.00 US$'), with Latin digits.
 */
export function displayMoney(minor: number, currency: CurrencyCode, language: Language = DEFAULT_LANGUAGE): string {
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = MINOR_DIGITS[currency];
    format = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      currencyDisplay: language === 'ar' ? 'symbol' : 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  // Intl puts a no-break space after the code; a plain space keeps texts searchable and testable.
  return format.format(minor / minorUnits(currency)).replace(/\u00a0/g, ' ');
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value);
}
