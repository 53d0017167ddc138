import type { CartLineItem } from '~/lib/cart/line-item';
import type { CartLine } from './cart-api.server';

/** Shopify's variant title when a product has no options. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

/** The fields the cart page shows, from a Storefront cart line. */
export function toLineItem(line: CartLine): CartLineItem {
  const variant = line.merchandise;
  const image = variant.image ?? variant.product.featuredImage ?? null;
  return {
    id: line.id,
    quantity: line.quantity,
    merchandiseId: variant.id,
    productTitle: variant.product.title,
    productHandle: variant.product.handle,
    productType: variant.product.productType,
    variantTitle: variant.title && variant.title !== DEFAULT_VARIANT_TITLE ? variant.title : null,
    image: image && { url: image.url, altText: image.altText ?? null, width: image.width ?? null, height: image.height ?? null },
    // The line's cost is what the cart charges (market price); the variant's price is the fallback.
    price: line.cost.amountPerQuantity ?? variant.price ?? null,
    compareAtPrice: line.cost.compareAtAmountPerQuantity ?? variant.compareAtPrice ?? null,
    quantityAvailable: variant.quantityAvailable ?? null,
    attributes: line.attributes.map(({ key, value }) => ({ key, value: value ?? '' })),
  };
}
