/** Image and media views. Images are SVGs the engine serves under /cdn/shop/files/{key}.svg. */
import type { CatalogImage, CatalogProduct, CatalogVideo } from '../catalog/cache.ts';
import { imageAlt, productTitle } from '../catalog/localized.ts';
import type { EngineContext } from '../graphql/context.ts';
import { gid } from '../ids.ts';

export const IMAGE_PATH_PREFIX = '/cdn/shop/files/';

export function imageUrl(publicUrl: string, key: string): string {
  return `${publicUrl}${IMAGE_PATH_PREFIX}${encodeURIComponent(key)}.svg?v=1`;
}

interface TransformArgs {
  transform?: { maxWidth?: number | null; maxHeight?: number | null; crop?: string | null; scale?: number | null } | null;
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
}

/** Shopify's CDN takes size hints as query parameters; SVGs scale anyway, so they are only echoed. */
function withTransform(url: string, args: TransformArgs): string {
  const t = args.transform ?? args;
  const params = new URLSearchParams();
  if (t.maxWidth) params.set('width', String(t.maxWidth * (t.scale ?? 1)));
  if (t.maxHeight) params.set('height', String(t.maxHeight * (t.scale ?? 1)));
  if (t.crop) params.set('crop', t.crop.toLowerCase());
  const query = params.toString();
  return query ? `${url}&${query}` : url;
}

export function imageView(
  image: Pick<CatalogImage, 'key' | 'altText' | 'width' | 'height'> & { id: number | null },
  ctx: EngineContext,
) {
  const url = imageUrl(ctx.config.publicUrl, image.key);
  return {
    __typename: 'Image',
    id: image.id === null ? null : gid('ProductImage', image.id),
    altText: imageAlt(image, ctx),
    width: image.width,
    height: image.height,
    url: (args: TransformArgs) => withTransform(url, args),
    transformedSrc: (args: TransformArgs) => withTransform(url, args),
    src: url,
    originalSrc: url,
  };
}

export type ImageView = ReturnType<typeof imageView>;

/** A product image as media, or a file (which the engine keeps apart from products) as Shopify's Files show it. */
export function mediaImageView(image: Pick<CatalogImage, 'id' | 'key' | 'altText' | 'width' | 'height'>, ctx: EngineContext) {
  const view = imageView(image, ctx);
  return {
    __typename: 'MediaImage',
    id: gid('MediaImage', image.id),
    alt: view.altText,
    mediaContentType: 'IMAGE',
    presentation: null,
    image: view,
    previewImage: view,
  };
}

function absolute(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

export function videoView(video: CatalogVideo, product: CatalogProduct, ctx: EngineContext) {
  const first = video.sources[0];
  const alt = `${productTitle(product, ctx)} video`;
  const poster = ctx.catalog.imagesByKey.get(video.previewImageKey) ?? {
    id: null,
    key: video.previewImageKey,
    altText: alt,
    width: first?.width ?? 1280,
    height: first?.height ?? 720,
  };
  return {
    __typename: 'Video',
    id: gid('Video', video.id),
    alt,
    mediaContentType: 'VIDEO',
    presentation: null,
    previewImage: imageView(poster, ctx),
    sources: video.sources.map((source) => ({ ...source, url: absolute(ctx.config.publicUrl, source.url) })),
  };
}

/** Product media in Shopify's order: the images, then the videos. */
export function mediaViews(product: CatalogProduct, ctx: EngineContext) {
  return [
    ...product.images.map((image) => mediaImageView(image, ctx)),
    ...product.videos.map((video) => videoView(video, product, ctx)),
  ];
}
