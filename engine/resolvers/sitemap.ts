/**
 * `sitemap(type:)`: the store's products, collections and pages for a sitemap, 250 to a page like
 * Shopify's. Blogs, articles and metaobjects have no pages here, so those sitemaps are empty.
 */
import type { EngineContext } from '../graphql/context.ts';
import { resolver, type RootResolver } from '../graphql/resolver.ts';
import { searchableProducts } from '../catalog/seo-hidden.ts';
import { imageUrl } from './images.ts';

export const SITEMAP_PAGE_SIZE = 250;

type SitemapType = 'ARTICLE' | 'BLOG' | 'COLLECTION' | 'METAOBJECT' | 'PAGE' | 'PRODUCT';

interface SitemapEntry {
  handle: string;
  title: string;
  updatedAt: Date;
  image: { key: string; altText: string } | null;
}

function entries(type: SitemapType, ctx: EngineContext): SitemapEntry[] {
  switch (type) {
    case 'PRODUCT':
      return searchableProducts(ctx.catalog.products).map((p) => ({
        handle: p.handle,
        title: p.title,
        updatedAt: p.updatedAt,
        image: p.images[0] ? { key: p.images[0].key, altText: p.images[0].altText } : null,
      }));
    case 'COLLECTION':
      return ctx.catalog.collections.map((c) => ({ handle: c.handle, title: c.title, updatedAt: c.updatedAt, image: null }));
    case 'PAGE':
      return ctx.catalog.pages.map((p) => ({ handle: p.handle, title: p.title, updatedAt: p.updatedAt, image: null }));
    default:
      return [];
  }
}

export const sitemapResolvers: Record<string, RootResolver> = {
  sitemap: resolver<{ type: SitemapType }>(({ type }, ctx) => {
    const all = entries(type, ctx);
    return {
      pagesCount: { count: Math.ceil(all.length / SITEMAP_PAGE_SIZE), precision: 'EXACT' },
      resources: ({ page }: { page: number }) => {
        const start = (Math.max(page, 1) - 1) * SITEMAP_PAGE_SIZE;
        return {
          hasNextPage: start + SITEMAP_PAGE_SIZE < all.length,
          items: all.slice(start, start + SITEMAP_PAGE_SIZE).map((entry) => ({
            __typename: 'SitemapResource',
            handle: entry.handle,
            title: entry.title,
            updatedAt: entry.updatedAt.toISOString(),
            image: entry.image
              ? {
                  alt: entry.image.altText,
                  filepath: imageUrl(ctx.config.publicUrl, entry.image.key),
                  updatedAt: entry.updatedAt.toISOString(),
                }
              : null,
          })),
        };
      },
    };
  }),
};
