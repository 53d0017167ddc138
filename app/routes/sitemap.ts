import { getCatalog } from '~/server/catalog/index.server';
import { PRODUCT_TYPES } from '~/lib/catalog/shop-types';
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

/** `/sitemap.xml`: the shop's pages, its categories and every product, from the catalog index. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const catalog = await getCatalog(context.storefront, 'AE');
  const entries = [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: null as string | null })),
    ...PRODUCT_TYPES.map((t) => ({ path: `/shop/${t.type}`, lastmod: null })),
    ...catalog.items.map((item) => ({ path: `/product/${item.handle}`, lastmod: item.updatedAt.slice(0, 10) })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ path, lastmod }) => `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
