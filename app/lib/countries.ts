/** A country the shop ships to. Its English name is what the Storefront API stores and the postal-code rule reads. */
export interface Country {
  code: string;
  name: string;
}

/**
 * Country names in the page's language, keyed by the English name an address holds
 * ('United Arab Emirates' → 'الإمارات العربية المتحدة'). Made on the server and sent with the page,
 * so the browser hydrates with the same words. Empty on English pages.
 */
export type CountryNames = Readonly<Record<string, string>>;

/** How the page names a country; one it has no name for keeps the name it was stored with. */
export function countryLabel(names: CountryNames, name: string): string {
  return names[name] ?? name;
}
