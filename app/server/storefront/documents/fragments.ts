import { graphql } from '../graphql';

/**
 * Shared fragments: one definition of each shape the pages show, so a product card reads the
 * same fields on the home page, the shop and the cart's "Similar Products".
 */

export const MoneyFragment = graphql(`
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
`);

export const ImageFragment = graphql(`
  fragment Image on Image {
    id
    url
    altText
    width
    height
  }
`);

/** A metaobject that a list-type metafield points at (e.g. a taxonomy value such as 'aviator'). */
export const MetaobjectRefFragment = graphql(`
  fragment MetaobjectRef on Metaobject {
    id
    handle
    type
    fields {
      key
      value
    }
  }
`);

/**
 * A metafield with its references resolved in the same request: `reference` for single
 * references, `references` for list types (taxonomy metafields hold up to a handful of values).
 * `__typename` lets TypeScript narrow the reference union; `referencedMetaobjects` does it for you.
 */
export const MetafieldFragment = graphql(
  `
    fragment Metafield on Metafield {
      id
      namespace
      key
      type
      value
      description
      reference {
        __typename
        ...MetaobjectRef
      }
      references(first: 25) {
        nodes {
          __typename
          ...MetaobjectRef
        }
      }
    }
  `,
  [MetaobjectRefFragment],
);

/**
 * What a product card needs (SPEC §2 card, §4 button states): the card's variant decides
 * 'Add To Cart' / 'Out Of Stock' / 'View in Cart'. It is the first variant that can be bought (the
 * first of all when none can): a product whose first colour sold out is still for sale, and is
 * listed, filtered and sorted as such.
 */
export const ProductCardFragment = graphql(
  `
    fragment ProductCard on Product {
      id
      handle
      title
      vendor
      productType
      availableForSale
      featuredImage {
        ...Image
      }
      priceRange {
        minVariantPrice {
          ...Money
        }
      }
      compareAtPriceRange {
        minVariantPrice {
          ...Money
        }
      }
      firstVariant: variants(first: 1) {
        nodes {
          id
        }
      }
      selectedOrFirstAvailableVariant {
        id
        availableForSale
        quantityAvailable
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
      }
    }
  `,
  [ImageFragment, MoneyFragment],
);

/**
 * A product as the in-memory catalog index keeps it (issue 4): the card plus what the shop's
 * filters, sort and search read (SPEC §9: vendor, type, gender, frame colour and design,
 * color-pattern, age-group, fabric, brand, Arabic name; issue 12: lens effect and rim type), and
 * dates for sorting and the sitemap.
 */
export const CatalogProductFragment = graphql(
  `
    fragment CatalogProduct on Product {
      ...ProductCard
      tags
      createdAt
      updatedAt
      options {
        name
        optionValues {
          name
        }
      }
      metafields(
        identifiers: [
          { namespace: "custom", key: "brand" }
          { namespace: "custom", key: "arabic_name" }
          { namespace: "custom", key: "express_delivery" }
          { namespace: "custom", key: "free_delivery" }
          { namespace: "shopify", key: "target-gender" }
          { namespace: "shopify", key: "eyewear-frame-color" }
          { namespace: "shopify", key: "eyewear-frame-design" }
          { namespace: "shopify", key: "color-pattern" }
          { namespace: "shopify", key: "age-group" }
          { namespace: "shopify", key: "fabric" }
          { namespace: "custom", key: "lens_effect" }
          { namespace: "shopify", key: "optical-frame-design" }
        ]
      ) {
        ...Metafield
      }
    }
  `,
  [ProductCardFragment, MetafieldFragment],
);

export const ProductVariantFragment = graphql(
  `
    fragment ProductVariant on ProductVariant {
      id
      title
      sku
      availableForSale
      quantityAvailable
      price {
        ...Money
      }
      compareAtPrice {
        ...Money
      }
      selectedOptions {
        name
        value
      }
      image {
        ...Image
      }
    }
  `,
  [MoneyFragment, ImageFragment],
);

/**
 * The variant's frame seen from the front on a transparent ground, for the virtual try-on: a file
 * in the variant metafield `custom.try_on_image` (docs/tryon.md). Absent: no Try on button.
 */
export const TryOnImageFragment = graphql(`
  fragment TryOnImage on ProductVariant {
    tryOnImage: metafield(namespace: "custom", key: "try_on_image") {
      reference {
        __typename
        ... on MediaImage {
          image {
            url
            width
            height
          }
        }
      }
    }
  }
`);

/**
 * A contact-lens box's supply facts, variant metafields (docs/lenses.md): `custom.lenses_per_box`
 * (integer) and `custom.replacement_schedule` (daily, two-weekly, monthly, three-monthly, yearly).
 * Absent on everything else: no per-eye choice, no supply hint.
 */
export const LensSupplyFragment = graphql(`
  fragment LensSupply on ProductVariant {
    lensesPerBox: metafield(namespace: "custom", key: "lenses_per_box") {
      value
    }
    replacementSchedule: metafield(namespace: "custom", key: "replacement_schedule") {
      value
    }
  }
`);

/** One gallery entry (SPEC §3 media kinds: image, video, external video, 3D model). */
export const MediaFragment = graphql(
  `
    fragment Media on Media {
      id
      alt
      mediaContentType
      previewImage {
        ...Image
      }
      ... on MediaImage {
        image {
          ...Image
        }
      }
      ... on Video {
        sources {
          url
          format
          mimeType
          width
          height
        }
      }
      ... on ExternalVideo {
        embedUrl
        host
        originUrl
      }
      ... on Model3d {
        sources {
          url
          format
          mimeType
          filesize
        }
      }
    }
  `,
  [ImageFragment],
);

/**
 * The product page (SPEC §3 Product, limits of §9: variants 200, images 100, media 10) with
 * every metafield SPEC §3 asks for, list references resolved.
 */
export const ProductDetailFragment = graphql(
  `
    fragment ProductDetail on Product {
      id
      handle
      title
      vendor
      productType
      description
      descriptionHtml
      tags
      availableForSale
      createdAt
      updatedAt
      seo {
        title
        description
      }
      options {
        id
        name
        optionValues {
          id
          name
          swatch {
            color
          }
        }
      }
      priceRange {
        minVariantPrice {
          ...Money
        }
        maxVariantPrice {
          ...Money
        }
      }
      compareAtPriceRange {
        minVariantPrice {
          ...Money
        }
        maxVariantPrice {
          ...Money
        }
      }
      featuredImage {
        ...Image
      }
      images(first: 100) {
        nodes {
          ...Image
        }
      }
      media(first: 10) {
        nodes {
          ...Media
        }
      }
      variants(first: 200) {
        nodes {
          ...ProductVariant
          ...TryOnImage
          ...LensSupply
        }
      }
      metafields(
        identifiers: [
          { namespace: "custom", key: "express_delivery" }
          { namespace: "custom", key: "free_delivery" }
          { namespace: "custom", key: "warranty_service" }
          { namespace: "custom", key: "uv_filter" }
          { namespace: "custom", key: "shipping_to" }
          { namespace: "custom", key: "lens_effect" }
          { namespace: "custom", key: "brand" }
          { namespace: "custom", key: "manufacturer" }
          { namespace: "custom", key: "upc_barcode_" }
          { namespace: "custom", key: "frame_size" }
          { namespace: "custom", key: "lens_replacement" }
          { namespace: "custom", key: "lens_type" }
          { namespace: "custom", key: "pack_size" }
          { namespace: "custom", key: "base_curve" }
          { namespace: "custom", key: "diameter" }
          { namespace: "custom", key: "volume" }
          { namespace: "custom", key: "oxygen_permeability" }
          { namespace: "custom", key: "water_content" }
          { namespace: "custom", key: "power_range" }
          { namespace: "custom", key: "usability_after_opening" }
          { namespace: "custom", key: "package_contains" }
          { namespace: "custom", key: "arabic_name" }
          { namespace: "shopify", key: "lens-color" }
          { namespace: "shopify", key: "temple-color" }
          { namespace: "shopify", key: "eyewear-frame-color" }
          { namespace: "shopify", key: "eyewear-frame-design" }
          { namespace: "shopify", key: "optical-frame-design" }
          { namespace: "shopify", key: "eyewear-lens-material" }
          { namespace: "shopify", key: "eyewear-frame-material" }
          { namespace: "shopify", key: "target-gender" }
          { namespace: "shopify", key: "lens_polarization" }
          { namespace: "shopify", key: "country-of-origin" }
        ]
      ) {
        ...Metafield
      }
    }
  `,
  [
    MoneyFragment,
    ImageFragment,
    MediaFragment,
    ProductVariantFragment,
    TryOnImageFragment,
    LensSupplyFragment,
    MetafieldFragment,
  ],
);

export const MailingAddressFragment = graphql(`
  fragment MailingAddress on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    province
    provinceCode
    country
    countryCodeV2
    zip
    phone
  }
`);

/** The signed-in customer (SPEC §3 Customer: up to 10 addresses). */
export const CustomerFragment = graphql(
  `
    fragment Customer on Customer {
      id
      email
      firstName
      lastName
      displayName
      phone
      defaultAddress {
        ...MailingAddress
      }
      addresses(first: 10) {
        nodes {
          ...MailingAddress
        }
      }
    }
  `,
  [MailingAddressFragment],
);

/**
 * An order for My Orders and the order summary (SPEC §3 Order). Line prices come from the
 * order itself (what was paid); the variant gives the image, handle and compare-at price.
 */
export const OrderFragment = graphql(
  `
    fragment Order on Order {
      id
      name
      orderNumber
      processedAt
      fulfillmentStatus
      financialStatus
      currencyCode
      totalPrice {
        ...Money
      }
      subtotalPrice {
        ...Money
      }
      totalShippingPrice {
        ...Money
      }
      totalTax {
        ...Money
      }
      shippingAddress {
        ...MailingAddress
      }
      lineItems(first: 100) {
        nodes {
          title
          quantity
          customAttributes {
            key
            value
          }
          originalTotalPrice {
            ...Money
          }
          discountedTotalPrice {
            ...Money
          }
          variant {
            id
            title
            image {
              ...Image
            }
            price {
              ...Money
            }
            compareAtPrice {
              ...Money
            }
            product {
              handle
              productType
            }
          }
        }
      }
    }
  `,
  [MoneyFragment, ImageFragment, MailingAddressFragment],
);

/** A cart line as the cart page shows it (SPEC §2 cart line card, §3 Cart line). */
export const CartLineFragment = graphql(
  `
    fragment CartLine on BaseCartLine {
      id
      quantity
      attributes {
        key
        value
      }
      cost {
        amountPerQuantity {
          ...Money
        }
        compareAtAmountPerQuantity {
          ...Money
        }
        totalAmount {
          ...Money
        }
      }
      merchandise {
        ... on ProductVariant {
          ...ProductVariant
          product {
            id
            handle
            title
            productType
            vendor
            featuredImage {
              ...Image
            }
          }
        }
      }
    }
  `,
  [MoneyFragment, ImageFragment, ProductVariantFragment],
);

/**
 * The cart without its lines (SPEC §3 Cart, Buyer identity). Lines are selected by each
 * operation, because the cart query pages through them and the mutations do not.
 */
export const CartFieldsFragment = graphql(
  `
    fragment CartFields on Cart {
      id
      checkoutUrl
      createdAt
      updatedAt
      totalQuantity
      note
      attributes {
        key
        value
      }
      cost {
        subtotalAmount {
          ...Money
        }
        totalAmount {
          ...Money
        }
        checkoutChargeAmount {
          ...Money
        }
      }
      buyerIdentity {
        email
        phone
        countryCode
        customer {
          id
          email
          firstName
          lastName
        }
        preferences {
          delivery {
            deliveryMethod
          }
        }
      }
    }
  `,
  [MoneyFragment],
);

/** Shopify's user errors, the same three fields for carts and customers. */
export const CartUserErrorFragment = graphql(`
  fragment CartUserError on CartUserError {
    code
    field
    message
  }
`);

export const CustomerUserErrorFragment = graphql(`
  fragment CustomerUserError on CustomerUserError {
    code
    field
    message
  }
`);
