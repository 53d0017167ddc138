import type { ProductDetailFragment } from '../storefront/documents/fragments';
import type { ResultOf } from '../storefront/graphql';
import { metaobjectRefs } from './to-item';

export type ProductDetail = ResultOf<typeof ProductDetailFragment>;

type Image = NonNullable<ProductDetail['featuredImage']>;

/** An image as Storefront clients read it, with the deprecated `src` that the SPEC's client still uses. */
function image(img: Image) {
  return {
    id: img.id ?? null,
    url: img.url,
    src: img.url,
    altText: img.altText ?? null,
    width: img.width ?? null,
    height: img.height ?? null,
  };
}

const edges = <T>(nodes: readonly T[]) => ({ edges: nodes.map((node) => ({ node })) });

/**
 * The product of `GET /api/products` in the Storefront API's own JSON shape, as the shop's
 * existing clients read it (issue 17): connections as `{ edges: [{ node }] }`, `priceV2` and
 * `compareAtPriceV2` beside `price` and `compareAtPrice`, and each metafield with `metavalue`, the
 * `{ id, handle }` of every metaobject it references (empty for a plain value). Metafields the
 * product does not have are left out rather than sent as null.
 */
export function toStorefrontProduct(product: ProductDetail) {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    availableForSale: product.availableForSale,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    seo: { title: product.seo.title ?? null, description: product.seo.description ?? null },
    options: product.options.map((option) => ({
      id: option.id,
      name: option.name,
      values: option.optionValues.map((value) => value.name),
      optionValues: option.optionValues.map((value) => ({
        id: value.id,
        name: value.name,
        swatch: value.swatch ? { color: value.swatch.color ?? null } : null,
      })),
    })),
    priceRange: product.priceRange,
    compareAtPriceRange: product.compareAtPriceRange,
    featuredImage: product.featuredImage ? image(product.featuredImage) : null,
    variants: edges(
      product.variants.nodes.map((variant) => ({
        id: variant.id,
        title: variant.title,
        sku: variant.sku ?? null,
        availableForSale: variant.availableForSale,
        quantityAvailable: variant.quantityAvailable ?? null,
        price: variant.price,
        priceV2: variant.price,
        compareAtPrice: variant.compareAtPrice ?? null,
        compareAtPriceV2: variant.compareAtPrice ?? null,
        selectedOptions: variant.selectedOptions,
        image: variant.image ? image(variant.image) : null,
      })),
    ),
    images: edges(product.images.nodes.map(image)),
    media: edges(
      product.media.nodes.map((media) => {
        const base = {
          id: media.id,
          alt: media.alt ?? null,
          mediaContentType: media.mediaContentType,
          previewImage: media.previewImage ? image(media.previewImage) : null,
        };
        if ('embedUrl' in media) return { ...base, embedUrl: media.embedUrl, host: media.host, originUrl: media.originUrl };
        if ('sources' in media) return { ...base, sources: media.sources };
        if ('image' in media && media.image) return { ...base, image: image(media.image) };
        return base;
      }),
    ),
    metafields: product.metafields
      .filter((field) => field !== null)
      .map((field) => ({
        namespace: field.namespace,
        key: field.key,
        value: field.value,
        type: field.type,
        description: field.description ?? null,
        metavalue: metaobjectRefs(field).map((ref) => ({ id: ref.id, handle: ref.handle })),
      })),
  };
}

export type StorefrontProduct = ReturnType<typeof toStorefrontProduct>;
