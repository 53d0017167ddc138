/**
 * A product as the catalog index keeps it and as product cards, the shop and search show it:
 * plain data, safe to send from a loader. Prices are in the market's currency; `priceAed` is
 * the AED price the shop's price filter works in (SPEC §9).
 */
export interface CatalogItem {
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  image: { url: string; altText: string | null; width: number; height: number } | null;
  /** The first variant for sale decides the card's button and price (SPEC §4). */
  variantId: string | null;
  /**
   * When that is not the product's first variant (the first sold out): its number, so the card
   * opens the product page on the variant it showed (`?variant=`), not on the sold-out first one.
   */
  pageVariant?: string;
  availableForSale: boolean;
  quantityAvailable: number;
  price: number;
  compareAtPrice: number | null;
  currencyCode: string;
  priceAed: number;
  freeDelivery: boolean;
  expressDelivery: boolean;
  gender: string[];
  frameColors: string[];
  frameDesigns: string[];
  colorPatterns: string[];
  ageGroups: string[];
  fabrics: string[];
  /** Lens effects as the product names them ('Polarized', 'Blue light filter'): searchable. */
  lensEffects: string[];
  /** Rim types of optical frames ('Rimless', 'Semi-rimless'): searchable. */
  rimTypes: string[];
  arabicName: string;
  /**
   * On a page in another language than the shop's own: the filter values as that language names
   * them ('أسود' where `frameColors` keeps 'Black' for the URL), so a search in its words finds them.
   */
  facetNames?: string[];
  tags: string[];
  createdAt: string;
  updatedAt: string;
}
