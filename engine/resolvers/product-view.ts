/** Product and ProductVariant views: plain objects whose argument-taking fields are methods. */
import type { CatalogProduct, CatalogVariant } from '../catalog/cache.ts';
import { encodeVariantCombinations, optionPositions } from '../catalog/variant-encoding.ts';
import {
  catalogOption,
  productDescription,
  productDescriptionHtml,
  productOptions,
  productTitle,
  selectedOptions,
  variantTitle,
  type SelectedOption,
} from '../catalog/localized.ts';
import { connection, emptyConnection, type ConnectionArgs } from '../graphql/connection.ts';
import type { EngineContext } from '../graphql/context.ts';
import { gid, optionGid, optionValueGid } from '../ids.ts';
import { presentFils, type Pricing } from '../money.ts';
import { collectionView } from './collections.ts';
import { imageView, mediaViews } from './images.ts';
import { metafieldAccessors } from './metafields.ts';
import { truncate } from './text.ts';

export function variantView(variant: CatalogVariant, ctx: EngineContext, pricing: Pricing = ctx.pricing) {
  const product = ctx.catalog.productsById.get(variant.productId)!;
  const image = (variant.imageId !== null ? ctx.catalog.imagesById.get(variant.imageId) : undefined) ?? product.images[0];
  const price = presentFils(variant.priceFils, pricing);
  const compareAtPrice = variant.compareAtPriceFils === null ? null : presentFils(variant.compareAtPriceFils, pricing);
  const quantity = () => ctx.stock.quantity(variant.id);
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    title: variantTitle(variant, product, ctx),
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
    selectedOptions: selectedOptions(variant, product, ctx),
    image: image ? imageView(image, ctx) : null,
    quantityAvailable: quantity,
    availableForSale: async () => (await quantity()) > 0,
    // Stock is tracked and overselling denied, so a variant is never "for sale while out of stock".
    currentlyNotInStock: false,
    // Shopify's answers for a variant with no quantity rule, bundle, price breaks, selling plan or pickup location.
    quantityRule: { minimum: 1, maximum: null, increment: 1 },
    components: emptyConnection,
    groupedBy: emptyConnection,
    quantityPriceBreaks: emptyConnection,
    sellingPlanAllocations: emptyConnection,
    storeAvailability: emptyConnection,
    product: () => productView(product, ctx, pricing),
    ...metafieldAccessors(ctx.catalog.variantMetafields.get(variant.id) ?? [], ctx),
  };
}

function priceRange(fils: number[], pricing: Pricing) {
  return { minVariantPrice: presentFils(Math.min(...fils), pricing), maxVariantPrice: presentFils(Math.max(...fils), pricing) };
}

const COLOUR_OPTION = /^colou?r$/i;

/** A colour option's value shows the swatch of the colour metaobject of that name, as Shopify's linked options do. */
function swatchOf(optionName: string, value: string, ctx: EngineContext) {
  const color = COLOUR_OPTION.test(optionName) ? ctx.catalog.swatches.get(value.toLowerCase()) : undefined;
  return color ? { color, image: null } : null;
}

function optionViews(product: CatalogProduct, ctx: EngineContext, pricing: Pricing) {
  const localized = productOptions(product, ctx);
  return product.options.map((option, index) => ({
    __typename: 'ProductOption',
    id: optionGid(product.id, index),
    name: localized[index]!.name,
    values: localized[index]!.values,
    optionValues: option.values.map((value, valueIndex) => {
      const first = product.variants.find((v) => v.selectedOptions.some((o) => o.name === option.name && o.value === value));
      return {
        __typename: 'ProductOptionValue',
        id: optionValueGid(product.id, index, valueIndex),
        name: localized[index]!.values[valueIndex]!,
        swatch: swatchOf(option.name, value, ctx),
        firstSelectableVariant: first ? variantView(first, ctx, pricing) : null,
      };
    }),
  }));
}

interface SelectedOptionsArgs {
  selectedOptions?: SelectedOption[] | null;
  caseInsensitiveMatch?: boolean | null;
  /** Drop selected options the product does not have (a `utm_source` from the URL), instead of matching nothing. */
  ignoreUnknownOptions?: boolean | null;
}

/**
 * The selected options to match, named as the catalog names them (they may come in the request's
 * language, as Shopify accepts translated options), or null when an unknown option must make the
 * match fail.
 */
function wantedOptions(product: CatalogProduct, args: SelectedOptionsArgs, ctx: EngineContext) {
  const norm = (s: string) => (args.caseInsensitiveMatch ? s.toLowerCase() : s);
  const wanted = (args.selectedOptions ?? []).map((w) => catalogOption(product, w, ctx, args.caseInsensitiveMatch ?? false));
  const known = wanted.filter((w) => product.options.some((o) => norm(o.name) === norm(w.name)));
  // Nothing left to match once the unknown ones are dropped is no selection at all.
  if (known.length < wanted.length && (!args.ignoreUnknownOptions || known.length === 0)) return null;
  return { known, norm };
}

function matchVariant(product: CatalogProduct, args: SelectedOptionsArgs, ctx: EngineContext): CatalogVariant | undefined {
  const wanted = wantedOptions(product, args, ctx);
  if (!wanted) return undefined;
  const { known, norm } = wanted;
  return product.variants.find((variant) =>
    known.every((w) => variant.selectedOptions.some((o) => norm(o.name) === norm(w.name) && norm(o.value) === norm(w.value))),
  );
}

/** Variants whose options differ from `base` in exactly one value, by id (Shopify's `adjacentVariants`). */
function adjacentTo(product: CatalogProduct, base: CatalogVariant): CatalogVariant[] {
  const valueOf = (variant: CatalogVariant, name: string) => variant.selectedOptions.find((o) => o.name === name)?.value;
  return product.variants
    .filter((v) => v.id !== base.id && product.options.filter((o) => valueOf(v, o.name) !== valueOf(base, o.name)).length === 1)
    .sort((a, b) => a.id - b.id);
}

export function productView(product: CatalogProduct, ctx: EngineContext, pricing: Pricing = ctx.pricing) {
  const prices = product.variants.map((v) => v.priceFils);
  const compareAts = product.variants.map((v) => v.compareAtPriceFils ?? 0);
  const stock = () => Promise.all(product.variants.map((v) => ctx.stock.quantity(v.id)));
  const toVariant = (v: CatalogVariant) => variantView(v, ctx, pricing);
  const first = product.images[0];
  const iso = (d: Date) => d.toISOString();
  const positions = product.variants.map((v) => optionPositions(product.options, v.selectedOptions));
  const selectedOrFirstAvailable = async (args: SelectedOptionsArgs): Promise<CatalogVariant | undefined> => {
    const wanted = wantedOptions(product, args, ctx);
    const found = wanted?.known.length ? matchVariant(product, args, ctx) : undefined;
    if (found) return found;
    const quantities = await stock();
    return product.variants.find((_, i) => (quantities[i] ?? 0) > 0) ?? product.variants[0];
  };
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    handle: product.handle,
    title: productTitle(product, ctx),
    description: ({ truncateAt }: { truncateAt?: number | null }) => truncate(productDescription(product, ctx), truncateAt),
    descriptionHtml: productDescriptionHtml(product, ctx),
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
    encodedVariantExistence: encodeVariantCombinations(
      positions.filter((p): p is number[] => p !== null),
      product.options.length,
    ),
    encodedVariantAvailability: async () => {
      const quantities = await stock();
      return encodeVariantCombinations(
        positions.filter((p, i): p is number[] => p !== null && (quantities[i] ?? 0) > 0),
        product.options.length,
      );
    },
    category: null,
    seo: { title: productTitle(product, ctx), description: truncate(productDescription(product, ctx), 160) },
    availableForSale: async () => (await stock()).some((q) => q > 0),
    totalInventory: async () => (await stock()).reduce((sum, q) => sum + q, 0),
    options: ({ first: limit }: { first?: number | null }) => optionViews(product, ctx, pricing).slice(0, limit ?? undefined),
    variants: (args: ConnectionArgs) => connection(product.variants, args, toVariant),
    variantsCount: { count: product.variants.length, precision: 'EXACT' },
    variantBySelectedOptions: (args: SelectedOptionsArgs) => {
      const found = matchVariant(product, args, ctx);
      return found ? toVariant(found) : null;
    },
    selectedOrFirstAvailableVariant: async (args: SelectedOptionsArgs) => {
      const found = await selectedOrFirstAvailable(args);
      return found ? toVariant(found) : null;
    },
    adjacentVariants: async (args: SelectedOptionsArgs) => {
      const base = await selectedOrFirstAvailable(args);
      return base ? adjacentTo(product, base).map(toVariant) : [];
    },
    priceRange: priceRange(prices, pricing),
    compareAtPriceRange: priceRange(compareAts, pricing),
    featuredImage: first ? imageView(first, ctx) : null,
    images: (args: ConnectionArgs) => connection(product.images, args, (image) => imageView(image, ctx)),
    media: (args: ConnectionArgs) => connection(mediaViews(product, ctx), args, (media) => media),
    collections: (args: ConnectionArgs) =>
      connection(ctx.catalog.collectionsByProduct.get(product.id) ?? [], args, (c) => collectionView(c, ctx)),
    sellingPlanGroups: emptyConnection,
    ...metafieldAccessors(product.metafields, ctx),
  };
}
