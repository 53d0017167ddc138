import type { CatalogItem } from '~/lib/catalog/types';
import { variantNumber } from '~/lib/catalog/variant-selection';
import type { ResultOf } from '../storefront/graphql';
import type { CatalogPageQuery } from '../storefront/documents/products';

export type CatalogNode = ResultOf<typeof CatalogPageQuery>['products']['nodes'][number];
type MetafieldNode = NonNullable<CatalogNode['metafields'][number]>;

/**
 * A taxonomy metafield's values: the referenced metaobjects' handles ('cat-eye', 'male') or labels
 * ('Matte Black'). Plain list metafields (a store without taxonomy) fall back to their JSON value.
 */
/** The metaobjects a metafield points at (references may be other node kinds; only metaobjects count). */
export function metaobjectRefs(field: Pick<MetafieldNode, 'reference' | 'references'>) {
  const all = [...(field.references?.nodes ?? []), ...(field.reference ? [field.reference] : [])];
  return all.filter((ref) => 'handle' in ref && 'fields' in ref);
}

export function metafieldValues(field: MetafieldNode | undefined, use: 'handle' | 'label'): string[] {
  if (!field) return [];
  const refs = metaobjectRefs(field);
  if (refs.length > 0) {
    return refs.map((ref) => (use === 'handle' ? ref.handle : (ref.fields.find((f) => f.key === 'label')?.value ?? ref.handle)));
  }
  if (field.type.startsWith('list.')) {
    try {
      const parsed: unknown = JSON.parse(field.value);
      return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string' && !v.startsWith('gid://')) : [];
    } catch {
      return [];
    }
  }
  return field.value ? [field.value] : [];
}

/** A product as search indexes it: on a page in another language, with the shop's own title too (`baseTitle`). */
export type SearchableItem = CatalogItem & { baseTitle?: string };

/** The filterable values read from metaobject labels: a translated store answers them in the page's language. */
const LABEL_FACETS = ['frameColors', 'colorPatterns', 'ageGroups', 'fabrics', 'lensEffects', 'rimTypes'] as const;

/**
 * The item with the filter values of the same product read in the shop's base language. Filter
 * values live in URLs (`?color=Gold`), so one link filters alike in every language; the page names
 * them in its own language. The item's own names stay searchable (`facetNames`), and so does the
 * base language's title (`baseTitle`): shoppers type product names as the brands write them
 * ('classic', 'oversized' on an Arabic page). Only search reads it; cards show `title`.
 */
export function withBaseFacets(item: CatalogItem, base: CatalogItem): SearchableItem {
  const facets = Object.fromEntries(LABEL_FACETS.map((key) => [key, base[key]]));
  const own = LABEL_FACETS.flatMap((key) => item[key]);
  const facetNames = [...new Set(own)].filter((name) => !LABEL_FACETS.some((key) => base[key].includes(name)));
  return { ...item, ...facets, facetNames, ...(base.title !== item.title ? { baseTitle: base.title } : {}) };
}

/** Flattens one Storefront product into what the index keeps; `priceAed` is filled by the caller. */
export function toCatalogItem(node: CatalogNode, priceAed: number): CatalogItem {
  const field = (namespace: string, key: string) =>
    node.metafields.find((m): m is MetafieldNode => m !== null && m.namespace === namespace && m.key === key);
  const variant = node.selectedOrFirstAvailableVariant;
  const price = variant?.price ?? node.priceRange.minVariantPrice;
  const compareAt = variant ? variant.compareAtPrice : node.compareAtPriceRange.minVariantPrice;
  const image = node.featuredImage;
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    vendor: node.vendor,
    productType: node.productType,
    image: image
      ? { url: image.url, altText: image.altText ?? null, width: image.width ?? 800, height: image.height ?? 800 }
      : null,
    variantId: variant?.id ?? null,
    ...(variant && variant.id !== node.firstVariant.nodes[0]?.id ? { pageVariant: variantNumber(variant.id) } : {}),
    availableForSale: variant ? variant.availableForSale : node.availableForSale,
    quantityAvailable: variant?.quantityAvailable ?? 0,
    price: Number(price.amount),
    compareAtPrice: compareAt && Number(compareAt.amount) > Number(price.amount) ? Number(compareAt.amount) : null,
    currencyCode: price.currencyCode,
    priceAed,
    freeDelivery: field('custom', 'free_delivery')?.value === 'true',
    expressDelivery: field('custom', 'express_delivery')?.value === 'true',
    gender: metafieldValues(field('shopify', 'target-gender'), 'handle'),
    frameColors: metafieldValues(field('shopify', 'eyewear-frame-color'), 'label'),
    frameDesigns: metafieldValues(field('shopify', 'eyewear-frame-design'), 'handle'),
    colorPatterns: metafieldValues(field('shopify', 'color-pattern'), 'label'),
    ageGroups: metafieldValues(field('shopify', 'age-group'), 'label'),
    fabrics: metafieldValues(field('shopify', 'fabric'), 'label'),
    lensEffects: metafieldValues(field('custom', 'lens_effect'), 'label').flatMap((value) =>
      value.split(/\s*,\s*/).filter(Boolean),
    ),
    rimTypes: metafieldValues(field('shopify', 'optical-frame-design'), 'label'),
    arabicName: field('custom', 'arabic_name')?.value ?? '',
    tags: node.tags,
    createdAt: node.createdAt,
    updatedAt: node.updatedAt,
  };
}
