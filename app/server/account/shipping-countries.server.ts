import type { Country, CountryNames } from '~/lib/countries';
import type { Language } from '~/i18n/languages';
import type { StorefrontClient } from '../storefront/client.server';
import { ShipsToCountriesQuery } from '../storefront/documents/localization';

const displayNames: Partial<Record<Language, Intl.DisplayNames>> = {};

/** A country's name in a language, from its ISO code (CLDR's names: 'United Arab Emirates', 'الإمارات العربية المتحدة'). */
export function countryName(code: string, language: Language = 'en'): string {
  displayNames[language] ??= new Intl.DisplayNames([language], { type: 'region' });
  return displayNames[language].of(code) ?? code;
}

/**
 * The names a page shows for countries it knows by their stored (English) name and code. English
 * pages show the stored names as they are.
 */
export function countryNames(
  language: Language,
  countries: Iterable<{ name: string | null; code: string | null }>,
): CountryNames {
  if (language === 'en') return {};
  const names: Record<string, string> = {};
  for (const { name, code } of countries) if (name && code) names[name] = countryName(code, language);
  return names;
}

/** A rebuildable cache per process: the list changes when the merchant edits shipping zones, rarely. */
const TTL_MS = 10 * 60 * 1000;
let cached: { at: number; countries: Country[] } | undefined;

/**
 * The countries the shop ships to, in the shop's order (the Gulf first): the address form's country
 * select. Named in English, its value (see `countryNames` for the page's language).
 */
export async function shippingCountries(storefront: StorefrontClient, now = Date.now()): Promise<Country[]> {
  if (cached && now - cached.at < TTL_MS) return cached.countries;
  const { shop } = await storefront.query(ShipsToCountriesQuery);
  const countries = shop.shipsToCountries.map((code) => ({ code, name: countryName(code) }));
  cached = { at: now, countries };
  return countries;
}

/** The page's names for the countries the shop ships to (none needed on English pages). */
export async function shippingCountryNames(storefront: StorefrontClient, language: Language): Promise<CountryNames> {
  return language === 'en' ? {} : countryNames(language, await shippingCountries(storefront));
}

/** Whether an address's country (its English name, or its code) is one the shop ships to. */
export async function shipsTo(storefront: StorefrontClient, country: string): Promise<boolean> {
  const wanted = country.trim().toLowerCase();
  return (await shippingCountries(storefront)).some(
    ({ code, name }) => code.toLowerCase() === wanted || name.toLowerCase() === wanted,
  );
}
