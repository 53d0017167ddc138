/**
 * The shop's languages: English, the default, and Arabic. The Storefront API names a language with
 * its `LanguageCode` (`AR`), translations and the hosted checkout with a locale (`ar`, `ar-AE`).
 * Anything the shop does not publish falls back to the default, as Shopify does.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `@inContext(language: AR)` → 'ar'; absent, unknown or unpublished codes → the default. */
export function languageOfCode(code: unknown): Language {
  const lower = typeof code === 'string' ? code.toLowerCase() : '';
  return isLanguage(lower) ? lower : DEFAULT_LANGUAGE;
}

/** A checkout's `?locale=` ('ar', 'AR', 'ar-AE', 'ar_AE') → 'ar'; anything else → the default. */
export function languageOfLocale(locale: string | null | undefined): Language {
  return languageOfCode(locale?.split(/[-_]/)[0]);
}

/** The Storefront API's `LanguageCode` of a shop language. */
export function languageCode(language: Language): string {
  return language.toUpperCase();
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The locale for Intl (numbers, money, country names): Arabic as written in the UAE, with Latin
 * digits as shops there print prices.
 */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US';
}

/**
 * A storefront page in a language: English at the root, the others under their code, as the
 * shop serves them ('/profile' → '/ar/profile', '/' → '/ar').
 */
export function storefrontPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
