import { STOREFRONT_LANGUAGE } from '~/i18n/languages';
import type { AppLoadContext } from 'react-router';
import { toCards } from '~/lib/catalog/card';
import type { Market } from '~/lib/markets';
import { LENS_PRODUCT_TYPE } from '~/lib/prescription/lens-offer';
import { ProductQuery } from '../storefront/documents/products';
import type { ProductDetail } from './storefront-product';
import { productAttributes } from './attributes';
import { getCatalog } from './index.server';
import { loadReviewSection, REVIEWS_STEP } from '../reviews/section.server';
import type { ReviewSummary } from '../reviews/summary';
import { sanitizeDescription } from './sanitize.server';
import { readLensSupply } from '~/lib/contact-lenses/supply';

const CAROUSEL_SIZE = 8;

export type GalleryMedia =
  | { kind: 'image'; id: string; url: string; alt: string; width: number; height: number }
  | { kind: 'video'; id: string; poster: string | null; alt: string; sources: { url: string; mimeType: string }[] }
  | { kind: 'external'; id: string; poster: string | null; alt: string; embedUrl: string };

function galleryMedia(product: ProductDetail): GalleryMedia[] {
  const media: GalleryMedia[] = [];
  for (const node of product.media.nodes) {
    const alt = node.alt || product.title;
    const poster = node.previewImage?.url ?? null;
    if ('image' in node && node.image) {
      media.push({
        kind: 'image',
        id: node.id,
        url: node.image.url,
        alt: node.image.altText || alt,
        width: node.image.width ?? 1200,
        height: node.image.height ?? 900,
      });
    } else if ('embedUrl' in node) {
      media.push({ kind: 'external', id: node.id, poster, alt, embedUrl: node.embedUrl });
    } else if (node.mediaContentType === 'VIDEO' && 'sources' in node) {
      media.push({
        kind: 'video',
        id: node.id,
        poster,
        alt,
        sources: node.sources.map((s) => ({ url: s.url, mimeType: s.mimeType })),
      });
    }
  }
  // A store without media still has images.
  if (media.length === 0) {
    for (const image of product.images.nodes) {
      media.push({
        kind: 'image',
        id: image.id ?? image.url,
        url: image.url,
        alt: image.altText || product.title,
        width: image.width ?? 1200,
        height: image.height ?? 900,
      });
    }
  }
  return media;
}

type FileReference = { __typename: string; image?: { url: string; width?: number | null; height?: number | null } | null };

/** The try-on picture, when the variant's `custom.try_on_image` metafield holds an image (docs/tryon.md). */
function tryOnImage(reference: FileReference | null | undefined) {
  const image = reference?.__typename === 'MediaImage' ? reference.image : null;
  return image?.width && image.height ? { url: image.url, width: image.width, height: image.height } : null;
}

/** What the product page shows, trimmed from the Storefront product: plain, serialisable data. */
function toPageProduct(product: ProductDetail) {
  const arabic = product.metafields.find((field) => field?.key === 'arabic_name')?.value ?? null;
  const brand = product.metafields.find((field) => field?.key === 'brand')?.value ?? product.vendor;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    vendor: product.vendor,
    brand,
    arabicName: arabic,
    productType: product.productType,
    description: product.description,
    seoTitle: product.seo.title || product.title,
    seoDescription: product.seo.description || product.description.slice(0, 160),
    descriptionHtml: sanitizeDescription(product.descriptionHtml),
    options: product.options.map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) })),
    variants: product.variants.nodes.map((variant) => ({
      id: variant.id,
      title: variant.title,
      sku: variant.sku ?? null,
      price: Number(variant.price.amount),
      compareAtPrice: variant.compareAtPrice ? Number(variant.compareAtPrice.amount) : null,
      currencyCode: variant.price.currencyCode,
      availableForSale: variant.availableForSale,
      quantityAvailable: variant.quantityAvailable ?? 0,
      selectedOptions: variant.selectedOptions,
      imageUrl: variant.image?.url ?? null,
      tryOnImage: tryOnImage(variant.tryOnImage?.reference),
      // A contact-lens box's facts (docs/lenses.md): per-eye buying and the supply hint.
      lensSupply: readLensSupply(variant.lensesPerBox?.value, variant.replacementSchedule?.value),
    })),
    frameSize: product.metafields.find((field) => field?.key === 'frame_size')?.value ?? null,
    media: galleryMedia(product),
    attributes: productAttributes(product.metafields),
  };
}

export type PageProduct = ReturnType<typeof toPageProduct>;
export type PageVariant = PageProduct['variants'][number];

/**
 * Average rating and count for the page and its JSON-LD (issue 7: ratings outside 1-5 ignored,
 * SPEC §5). Null when the reviews could not be read, and the page hides the rating block.
 */
export interface RatingSummary {
  average: number;
  /** Every review, as the page counts them. */
  count: number;
  /** The reviews whose rating (1-5) makes the average: a 0 is a review, never a rating (SPEC §5). */
  rated: number;
}

export async function loadProductPage(
  context: AppLoadContext,
  market: Market,
  handle: string,
  signal: AbortSignal,
  reviewsShown = REVIEWS_STEP,
) {
  const [{ product }, catalog] = await Promise.all([
    context.storefront.query(ProductQuery, {
      variables: { handle },
      country: market.country,
      language: STOREFRONT_LANGUAGE[context.language],
      signal,
    }),
    getCatalog(context.storefront, market.country, context.language),
  ]);
  // Lens packages are sold beside a frame (issue 11), never on a page of their own.
  if (!product || product.productType === LENS_PRODUCT_TYPE) return null;
  const reviews = await loadReviewSection(context, product.id, reviewsShown);
  const others = catalog.items.filter((item) => item.handle !== product.handle);
  return {
    product: toPageProduct(product),
    similar: toCards(
      others.filter((item) => item.productType.toLowerCase() === product.productType.toLowerCase()).slice(0, CAROUSEL_SIZE),
    ),
    // The catalog's own order is best-selling first.
    popular: toCards(others.slice(0, CAROUSEL_SIZE)),
    rating: reviews.ok ? ratingOf(reviews.summary) : null,
    reviews,
  };
}

function ratingOf({ average, count, distribution }: ReviewSummary): RatingSummary {
  return { average, count, rated: distribution.reduce((sum, stars) => sum + stars.count, 0) };
}
