import type { StorefrontClient } from '../storefront/client.server';
import { ShipsToCountriesQuery } from '../storefront/documents/localization';

/**
 * The countries the shop ships to: the address form's country select. Country names are English
 * (what the Storefront API stores as `country` and what the postal-code rule reads).
 */
export interface Country {
  code: string;
  name: string;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** A rebuildable cache per process: the list changes when the merchant edits shipping zones, rarely. */
const TTL_MS = 10 * 60 * 1000;
let cached: { at: number; countries: Country[] } | undefined;

export async function shippingCountries(storefront: StorefrontClient, now = Date.now()): Promise<Country[]> {
  if (cached && now - cached.at < TTL_MS) return cached.countries;
  const { shop } = await storefront.query(ShipsToCountriesQuery);
  const countries = shop.shipsToCountries.map((code) => ({ code, name: countryName(code) }));
  cached = { at: now, countries };
  return countries;
}
