/** Product and ProductVariant views: plain objects whose argument-taking fields are methods. */
import type { CatalogProduct, CatalogVariant } from '../catalog/cache.ts';
import { connection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { gid } from '../ids.ts';
import { presentFils, type Pricing } from '../money.ts';
import { imageView, mediaViews } from './images.ts';
import { metafieldAccessors } from './metafields.ts';

export function variantView(variant: CatalogVariant, ctx: EngineContext, pricing: Pricing = ctx.pricing) {
  const product = ctx.catalog.productsById.get(variant.productId)!;
  const image = (variant.imageId !== null ? ctx.catalog.imagesById.get(variant.imageId) : undefined) ?? product.images[0];
  const price = presentFils(variant.priceFils, pricing);
  const compareAtPrice = variant.compareAtPriceFils === null ? null : presentFils(variant.compareAtPriceFils, pricing);
  const quantity = () => ctx.stock.quantity(variant.id);
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    title: variant.title,
    sku: variant.sku,
    barcode: variant.barcode,
    price,
    priceV2: price,
    compareAtPrice,
    compareAtPriceV2: compareAtPrice,
    unitPrice: null,
    unitPriceMeasurement: null,
    weight: null,
    weightUnit: 'KILOGRAMS',
    taxable: true,
    requiresShipping: true,
    requiresComponents: false,
    selectedOptions: variant.selectedOptions,
    image: image ? imageView(image, ctx) : null,
    quantityAvailable: quantity,
    availableForSale: async () => (await quantity()) > 0,
    // Stock is tracked and overselling denied, so a variant is never "for sale while out of stock".
    currentlyNotInStock: false,
    product: () => productView(product, ctx, pricing),
    ...metafieldAccessors(ctx.catalog.variantMetafields.get(variant.id) ?? [], ctx),
  };
}

function priceRange(fils: number[], pricing: Pricing) {
  return { minVariantPrice: presentFils(Math.min(...fils), pricing), maxVariantPrice: presentFils(Math.max(...fils), pricing) };
}

function optionViews(product: CatalogProduct, ctx: EngineContext, pricing: Pricing) {
  return product.options.map((option, index) => ({
    __typename: 'ProductOption',
    id: gid('ProductOption', product.id * 100 + index),
    name: option.name,
    values: option.values,
    optionValues: option.values.map((value, valueIndex) => {
      const first = product.variants.find((v) => v.selectedOptions.some((o) => o.name === option.name && o.value === value));
      return {
        __typename: 'ProductOptionValue',
        id: gid('ProductOptionValue', (product.id * 100 + index) * 1000 + valueIndex),
        name: value,
        swatch: null,
        firstSelectableVariant: first ? variantView(first, ctx, pricing) : null,
      };
    }),
  }));
}

interface SelectedOptionsArgs {
  selectedOptions?: { name: string; value: string }[] | null;
  caseInsensitiveMatch?: boolean | null;
}

function matchVariant(product: CatalogProduct, args: SelectedOptionsArgs): CatalogVariant | undefined {
  const norm = (s: string) => (args.caseInsensitiveMatch ? s.toLowerCase() : s);
  const wanted = args.selectedOptions ?? [];
  return product.variants.find((variant) =>
    wanted.every((w) => variant.selectedOptions.some((o) => norm(o.name) === norm(w.name) && norm(o.value) === norm(w.value))),
  );
}

/** Plain text of the description, as Shopify derives `description` from `descriptionHtml`. */
function truncate(text: string, at: number | null | undefined): string {
  return at && text.length > at ? `${text.slice(0, at).trimEnd()}…` : text;
}

export function productView(product: CatalogProduct, ctx: EngineContext, pricing: Pricing = ctx.pricing) {
  const prices = product.variants.map((v) => v.priceFils);
  const compareAts = product.variants.map((v) => v.compareAtPriceFils ?? 0);
  const stock = () => Promise.all(product.variants.map((v) => ctx.stock.quantity(v.id)));
  const toVariant = (v: CatalogVariant) => variantView(v, ctx, pricing);
  const first = product.images[0];
  const iso = (d: Date) => d.toISOString();
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    handle: product.handle,
    title: product.title,
    description: ({ truncateAt }: { truncateAt?: number | null }) => truncate(product.description, truncateAt),
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    createdAt: iso(product.createdAt),
    updatedAt: iso(product.updatedAt),
    publishedAt: iso(product.createdAt),
    isGiftCard: false,
    requiresSellingPlan: false,
    onlineStoreUrl: null,
    trackingParameters: null,
    encodedVariantAvailability: null,
    encodedVariantExistence: null,
    category: null,
    seo: { title: product.title, description: truncate(product.description, 160) },
    availableForSale: async () => (await stock()).some((q) => q > 0),
    totalInventory: async () => (await stock()).reduce((sum, q) => sum + q, 0),
    options: ({ first: limit }: { first?: number | null }) => optionViews(product, ctx, pricing).slice(0, limit ?? undefined),
    variants: (args: ConnectionArgs) => connection(product.variants, args, toVariant),
    variantsCount: { count: product.variants.length, precision: 'EXACT' },
    variantBySelectedOptions: (args: SelectedOptionsArgs) => {
      const found = matchVariant(product, args);
      return found ? toVariant(found) : null;
    },
    selectedOrFirstAvailableVariant: async (args: SelectedOptionsArgs) => {
      const found = args.selectedOptions?.length ? matchVariant(product, args) : undefined;
      if (found) return toVariant(found);
      const quantities = await stock();
      const available = product.variants.find((_, i) => (quantities[i] ?? 0) > 0) ?? product.variants[0];
      return available ? toVariant(available) : null;
    },
    adjacentVariants: () => [],
    priceRange: priceRange(prices, pricing),
    compareAtPriceRange: priceRange(compareAts, pricing),
    featuredImage: first ? imageView(first, ctx) : null,
    images: (args: ConnectionArgs) => connection(product.images, args, (image) => imageView(image, ctx)),
    media: (args: ConnectionArgs) => connection(mediaViews(product, ctx), args, (media) => media),
    collections: (args: ConnectionArgs) => connection([], args, (c) => c),
    sellingPlanGroups: (args: ConnectionArgs) => connection([], args, (c) => c),
    ...metafieldAccessors(product.metafields, ctx),
  };
}
