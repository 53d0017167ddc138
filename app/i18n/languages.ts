/**
 * The shop's languages. English lives at the root of the site, Arabic under /ar: the same routes
 * with React Router's basename set to /ar, so every link, form and redirect keeps the language.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Where each language's pages live. */
export const LANGUAGE_BASE: Record<Language, string> = { en: '', ar: '/ar' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The locale for Intl: prices, dates and counts. Arabic pages use the UAE's Arabic with Latin digits,
 * as shops in the UAE print prices.
 */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US';
}

/** How the Storefront API names each language in `@inContext(language:)`. */
export const STOREFRONT_LANGUAGE = { en: 'EN', ar: 'AR' } as const satisfies Record<Language, string>;

/**
 * The data request of the Arabic home page: React Router asks for a page's data at its path plus
 * `.data` (`v8_trailingSlashAwareDataRequests`), so the home at `/ar` has `/ar.data`, beside `/ar/…`.
 */
export const ARABIC_HOME_DATA = `${LANGUAGE_BASE.ar}.data`;

/** The language a URL path belongs to: /ar, its data request and everything under it are Arabic. */
export function languageOfPath(pathname: string): Language {
  return pathname === LANGUAGE_BASE.ar || pathname === ARABIC_HOME_DATA || pathname.startsWith(`${LANGUAGE_BASE.ar}/`)
    ? 'ar'
    : 'en';
}

/**
 * A URL path as the route table knows it, without its language base: `/ar/profile` → `/profile`.
 * Paths kept for later redirects are stored so: React Router adds the base of the page that redirects.
 */
export function routePathOf(pathname: string): string {
  const base = LANGUAGE_BASE[languageOfPath(pathname)];
  return pathname.slice(base.length) || '/';
}

/** A path with its query (`/ar/profile?activetab=add-address`) as the route table names it (`/profile?activetab=add-address`). */
export function routeUrlOf(pathWithQuery: string): string {
  const query = pathWithQuery.indexOf('?');
  return query < 0 ? routePathOf(pathWithQuery) : routePathOf(pathWithQuery.slice(0, query)) + pathWithQuery.slice(query);
}

/**
 * A path of the route table (as React Router sees it, without the language base) in the given
 * language: `/shop/Sunglasses` → `/ar/shop/Sunglasses`; `/` → `/ar`.
 */
export function pathInLanguage(language: Language, path: string): string {
  const base = LANGUAGE_BASE[language];
  if (!base) return path;
  return path === '/' ? base : path.startsWith('/?') ? `${base}${path.slice(1)}` : `${base}${path}`;
}
