/**
 * The seed catalog as plain data: what the generator (engine/seed/catalog) produces and what the
 * engine's seeding step writes into its database. Prices are in AED, the shop's base currency.
 */

export interface SeedOption {
  name: string; // 'Color', 'Size', 'Power'
  values: string[];
}

export interface SeedImage {
  /** File name without extension, unique in the catalog; served as an SVG by the engine. */
  key: string;
  altText: string;
  width: number;
  height: number;
}

export interface SeedVideo {
  /** A short clip; the engine serves its poster image under `previewImageKey`. */
  previewImageKey: string;
  sources: { url: string; format: 'mp4' | 'webm'; mimeType: string; width: number; height: number }[];
}

export interface SeedVariant {
  sku: string;
  /** Shopify's rule: option values joined with ' / ' ('Default Title' for a product with no options). */
  title: string;
  selectedOptions: { name: string; value: string }[];
  priceAed: number;
  compareAtPriceAed: number | null;
  quantityAvailable: number;
  /** One of the product's image keys, or null to fall back to the product's first image. */
  imageKey: string | null;
  barcode?: string;
  /**
   * The frame seen from the front in this variant's colour on a transparent background, for the
   * virtual try-on. Not a product image: Shopify keeps it in Files, referenced by the variant's
   * `custom.try_on_image` metafield (docs/tryon.md).
   */
  tryOnImage?: SeedImage;
  /** The variant's own text or number metafields (a contact-lens box's supply facts, docs/lenses.md). */
  metafields?: SeedMetafield[];
}

/** Languages the seed catalog is translated into; English, the shop's default, is the catalog itself. */
export type SeedLocale = 'ar';

/** A reference to a taxonomy value, as Shopify's category metafields point at metaobjects. */
export interface SeedMetaobjectRef {
  /** Metaobject type, e.g. 'shopify--eyewear-frame-design'. */
  type: string;
  /** Metaobject handle, e.g. 'aviator'; the same (type, handle) is one metaobject across the catalog. */
  handle: string;
  label: string;
  /** A colour metaobject's swatch colour, `#rrggbb`. */
  color?: string;
  /** The label in other languages. */
  translations?: Partial<Record<SeedLocale, string>>;
}

export type SeedMetafield =
  | {
      /** 'seo' holds Shopify's `seo.hidden` (1: kept out of search and sitemaps). */
      namespace: 'custom' | 'shopify' | 'seo';
      key: string;
      /** Shopify metafield type: 'single_line_text_field', 'boolean', 'number_decimal', 'list.single_line_text_field' ... */
      type: string;
      /** The value exactly as Shopify returns it (lists as JSON arrays of strings). */
      value: string;
    }
  | {
      namespace: 'custom' | 'shopify';
      key: string;
      type: 'list.metaobject_reference' | 'metaobject_reference';
      references: SeedMetaobjectRef[];
    };

export interface SeedProduct {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  /** One of: Sunglasses, Eyeglasses, ContactLenses, Clip-on, Reading-glass, Safety-glass; Lenses for the hidden lens packages. */
  productType: string;
  tags: string[];
  options: SeedOption[];
  variants: SeedVariant[];
  images: SeedImage[];
  videos: SeedVideo[];
  metafields: SeedMetafield[];
  /** ISO date; also the 'recommended' order's tie-breaker. */
  createdAt: string;
  /** The product's text in other languages; whatever is missing shows in English. */
  translations?: Partial<Record<SeedLocale, SeedProductTranslation>>;
}

/**
 * A product's text in another language, keyed by the catalog's own (English) names, as Shopify's
 * translatable resources hold it: title, body_html, option names and values, text metafields, alts.
 */
export interface SeedProductTranslation {
  title: string;
  descriptionHtml: string;
  /** Option names by the English name: { Color: 'اللون' }. */
  optionNames: Record<string, string>;
  /** Option values by the option's English name and the English value: { Color: { Gold: 'ذهبي' } }. */
  optionValues: Record<string, Record<string, string>>;
  /** Text metafield values by 'namespace.key', stored as Shopify stores them (lists as JSON arrays). */
  metafields: Record<string, string>;
  /** Image alt texts by image key. */
  imageAlts: Record<string, string>;
}

export interface SeedAddress {
  firstName: string;
  lastName: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  country: string; // country name, e.g. 'United Arab Emirates'
  zip: string;
  phone: string;
}

export interface SeedOrder {
  processedAt: string;
  fulfillmentStatus: 'FULFILLED' | 'PROCESSING' | 'UNFULFILLED';
  lines: { productHandle: string; variantSku: string; quantity: number }[];
  shippingAddressIndex: number;
}

export interface SeedCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  addresses: SeedAddress[];
  /** Index into addresses. */
  defaultAddressIndex: number;
  orders: SeedOrder[];
}

export interface SeedCatalog {
  products: SeedProduct[];
  customers: SeedCustomer[];
}
