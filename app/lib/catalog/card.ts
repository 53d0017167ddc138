import type { CatalogItem } from './types';

/** What a product card shows (ProductCard, CardAction, Price): all a listing page's loader sends. */
export type CardItem = Pick<
  CatalogItem,
  | 'id'
  | 'handle'
  | 'title'
  | 'vendor'
  | 'productType'
  | 'image'
  | 'variantId'
  | 'pageVariant'
  | 'availableForSale'
  | 'quantityAvailable'
  | 'price'
  | 'compareAtPrice'
  | 'currencyCode'
  | 'expressDelivery'
>;

/** Made once per catalog item (items are rebuilt on each catalog load), not once per request. */
const cards = new WeakMap<CatalogItem, CardItem>();

/**
 * A catalog item cut to its card: the index's search and filter fields (colours, tags, the Arabic
 * name, dates...) stay on the server instead of going into every listing page's hydration data.
 */
export function toCard(item: CatalogItem): CardItem {
  let card = cards.get(item);
  if (!card) {
    const { id, handle, title, vendor, productType, image, variantId, availableForSale, quantityAvailable } = item;
    const { pageVariant, price, compareAtPrice, currencyCode, expressDelivery } = item;
    card = {
      id,
      handle,
      title,
      vendor,
      productType,
      image,
      variantId,
      ...(pageVariant ? { pageVariant } : {}),
      availableForSale,
      quantityAvailable,
      price,
      compareAtPrice,
      currencyCode,
      expressDelivery,
    };
    cards.set(item, card);
  }
  return card;
}

export const toCards = (items: CatalogItem[]): CardItem[] => items.map(toCard);

/** The product page a card opens: on the variant the card showed, and `sid` for a search's result. */
export function cardHref(item: Pick<CardItem, 'handle' | 'pageVariant'>, searchId?: string | null): string {
  const params = new URLSearchParams();
  if (item.pageVariant) params.set('variant', item.pageVariant);
  if (searchId) params.set('sid', searchId);
  const query = params.toString();
  return `/product/${item.handle}${query ? `?${query}` : ''}`;
}
