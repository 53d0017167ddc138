import type { ResultOf } from '../storefront/graphql';
import type { ProductDetailFragment } from '../storefront/documents/fragments';
import { metaobjectRefs } from './to-item';

export type ProductDetail = ResultOf<typeof ProductDetailFragment>;

/**
 * The SPEC §3 Product as `GET /api/products` returns it: the Storefront fields under the names
 * the SPEC uses (priceV2, compareAtPriceV2, image src), connections flattened to arrays, and each
 * metafield's list of referenced {id, handle}.
 */
export function toApiProduct(product: ProductDetail) {
  return {
    id: product.id,
    title: product.title,
    descriptionHtml: product.descriptionHtml,
    description: product.description,
    vendor: product.vendor,
    handle: product.handle,
    productType: product.productType,
    options: product.options.map((option) => ({ name: option.name, values: option.optionValues.map((value) => value.name) })),
    variants: product.variants.nodes.map((variant) => ({
      id: variant.id,
      title: variant.title,
      priceV2: variant.price,
      compareAtPriceV2: variant.compareAtPrice ?? null,
      availableForSale: variant.availableForSale,
      sku: variant.sku ?? null,
      quantityAvailable: variant.quantityAvailable ?? null,
      selectedOptions: variant.selectedOptions,
      image: variant.image
        ? { id: variant.image.id ?? null, url: variant.image.url, altText: variant.image.altText ?? null }
        : null,
    })),
    images: product.images.nodes.map((image) => ({
      id: image.id ?? null,
      url: image.url,
      src: image.url,
      altText: image.altText ?? null,
      width: image.width ?? null,
      height: image.height ?? null,
    })),
    media: product.media.nodes.map((media) => {
      const base = {
        id: media.id,
        mediaContentType: media.mediaContentType,
        alt: media.alt ?? null,
        previewImage: media.previewImage?.url ?? null,
      };
      if ('embedUrl' in media) return { ...base, embedUrl: media.embedUrl, host: media.host };
      if ('sources' in media)
        return { ...base, sources: media.sources.map((source) => ({ url: source.url, format: source.format })) };
      if ('image' in media && media.image)
        return { ...base, image: { url: media.image.url, altText: media.image.altText ?? null } };
      return base;
    }),
    metafields: product.metafields
      .filter((field) => field !== null)
      .map((field) => ({
        namespace: field.namespace,
        key: field.key,
        value: field.value,
        type: field.type,
        description: field.description ?? null,
        list: metaobjectRefs(field).map((ref) => ({ id: ref.id, handle: ref.handle })),
      })),
  };
}

export type ApiProduct = ReturnType<typeof toApiProduct>;
