import { LANGUAGES, pathInLanguage } from '~/i18n/languages';
import { PRODUCT_TYPES } from '~/lib/catalog/shop-types';
import { getCatalog } from '~/server/catalog/index.server';
import { getConfig } from '~/server/config.server';
import type { Route } from './+types/sitemap';

const STATIC_PATHS = [
  '/',
  '/shop',
  '/category',
  '/face-shapes',
  '/contact',
  '/offer',
  '/return-policy',
  '/terms-and-conditions',
  '/privacy-policy',
  '/shipping-delivery',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `/sitemap.xml`: the shop's pages, its categories and every product, in every language, each with its
 * hreflang alternates. Absolute URLs come from PUBLIC_URL only: a forged Host header must never end
 * up in a cached sitemap.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = getConfig().publicUrl;
  const catalog = await getCatalog(context.storefront, 'AE', 'en');
  const pages = [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: null as string | null })),
    ...PRODUCT_TYPES.map((t) => ({ path: `/shop/${t.type}`, lastmod: null })),
    ...catalog.items.map((item) => ({ path: `/product/${item.handle}`, lastmod: item.updatedAt.slice(0, 10) })),
  ];
  const url = (language: (typeof LANGUAGES)[number], path: string) => escapeXml(origin + pathInLanguage(language, path));
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(language, path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en', path)}"/>`,
    ].join('');
    return LANGUAGES.map(
      (language) => `<url><loc>${url(language, path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
