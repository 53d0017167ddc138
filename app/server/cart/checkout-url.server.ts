import type { Language } from '~/i18n/languages';

/**
 * The hosted checkout in the shopper's language: Shopify's checkout (and the local engine's) take the
 * language from the `locale` query parameter; English is the checkout's default.
 */
export function checkoutUrlIn(checkoutUrl: string, language: Language): string {
  if (language === 'en') return checkoutUrl;
  const url = new URL(checkoutUrl);
  url.searchParams.set('locale', language);
  return url.href;
}
