/**
 * Countries the shop sells to. Four are markets with their own currency (what `localization`
 * lists); the checkout ships to more, priced in AED-based shipping zones (SPEC §9).
 */
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages.ts';
import type { CurrencyCode } from './money.ts';

export const MARKET_CURRENCY: Record<string, CurrencyCode> = { AE: 'AED', KW: 'KWD', SA: 'SAR', US: 'USD' };

export const MARKET_COUNTRIES = Object.keys(MARKET_CURRENCY);

export const DEFAULT_COUNTRY = 'AE';

/** Shipping destinations offered by the hosted checkout, in the order of its country menu. */
export const SHIPPING_COUNTRIES = [
  'AE',
  'SA',
  'KW',
  'QA',
  'BH',
  'OM',
  'US',
  'IN',
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'AT',
  'IE',
  'SE',
  'CH',
  'AU',
] as const;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const arabicRegionNames = new Intl.DisplayNames(['ar'], { type: 'region' });

/**
 * A country's name in the shop's language ('United Arab Emirates', 'الإمارات العربية المتحدة'); a
 * code Intl does not take (a posted 'Kuwait' or 'x') is shown as it came rather than thrown.
 */
export function countryName(code: string, language: Language = DEFAULT_LANGUAGE): string {
  try {
    return (language === 'ar' ? arabicRegionNames : regionNames).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The currency buyers in a country see; countries outside the four markets see AED. */
export function currencyForCountry(code: string | null | undefined): CurrencyCode {
  return (code && MARKET_CURRENCY[code]) || 'AED';
}

const ISO_CODE = /^[A-Z]{2}$/;

/**
 * Accepts a country as Shopify does in MailingAddressInput.country: an ISO code or an English
 * name ('United Arab Emirates', 'UAE'). Returns the ISO code, or null when unknown.
 */
export function countryCodeOf(input: string | null | undefined): string | null {
  if (!input) return null;
  const trimmed = input.trim();
  const upper = trimmed.toUpperCase();
  if (ISO_CODE.test(upper) && regionNames.of(upper) !== upper) return upper;
  const aliases: Record<string, string> = { UAE: 'AE', KSA: 'SA', USA: 'US', UK: 'GB' };
  if (aliases[upper]) return aliases[upper]!;
  const lower = trimmed.toLowerCase();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = regionNames.of(code);
      if (name && name !== code && name.toLowerCase() === lower) return code;
    }
  }
  return null;
}
