import type { Money } from '~/lib/money';

/** A cart line as the cart page shows it (SPEC §2 cart line card): plain data, safe to send to the browser. */
export interface CartLineItem {
  id: string;
  quantity: number;
  /** The variant id, for 'View in Cart' and for merging carts. */
  merchandiseId: string;
  productTitle: string;
  productHandle: string;
  productType: string;
  /** 'Default Title' is Shopify's name for "no options": not shown. */
  variantTitle: string | null;
  image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  price: Money | null;
  compareAtPrice: Money | null;
  /** null when the API does not say (then the increase button is not limited). */
  quantityAvailable: number | null;
  /** The line's attributes: a pair of glasses' tie and its prescription (issue 11). */
  attributes: { key: string; value: string }[];
}
