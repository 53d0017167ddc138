import { LANGUAGES, pathInLanguage } from '~/i18n/languages';
import { getConfig } from '~/server/config.server';

/** Pages that are one shopper's own: the cart, the account (its password reset too) and the hosted checkout. */
const PRIVATE_PATHS = ['/cart', '/profile', '/order', '/ordersummary', '/account/'];

/** `/robots.txt`: crawlers stay out of personal pages in both languages; the sitemap is absolute, from PUBLIC_URL. */
export function loader() {
  const disallowed = [
    ...LANGUAGES.flatMap((language) => PRIVATE_PATHS.map((path) => pathInLanguage(language, path))),
    '/checkouts/',
    ...LANGUAGES.map((language) => pathInLanguage(language, '/api/')),
  ];
  const body = [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${getConfig().publicUrl}/sitemap.xml`,
    '',
  ];
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
