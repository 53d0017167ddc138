/**
 * Product filters as collections and search take them (`filters:` / `productFilters:`): filters of
 * one kind widen the result (OR), different kinds narrow it (AND), as on Shopify. Also the `Filter`
 * list a storefront draws its facets from, counted over the products before filtering.
 */
import { slugify } from '../seed/catalog/vocabulary.ts';
import { fromFils, minorUnits, type Pricing } from '../money.ts';
import type { CatalogMetaobject, CatalogProduct } from './cache.ts';

export interface ProductFilterInput {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
  productMetafield?: { namespace: string; key: string; value: string } | null;
}

export interface FilterFacts {
  /** Units on hand by variant id. */
  stock: Map<number, number>;
  pricing: Pricing;
  metaobjects: ReadonlyMap<number, CatalogMetaobject>;
  swatches: ReadonlyMap<string, string>;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const isAvailable = (product: CatalogProduct, facts: FilterFacts) =>
  product.variants.some((v) => (facts.stock.get(v.id) ?? 0) > 0);

const presentPrice = (fils: number, pricing: Pricing) => fromFils(fils, pricing) / minorUnits(pricing.currency);

function metafieldHas(product: CatalogProduct, f: NonNullable<ProductFilterInput['productMetafield']>, facts: FilterFacts) {
  const field = product.metafields.find((m) => m.namespace === f.namespace && m.key === f.key);
  if (!field) return false;
  if (field.referenceIds) {
    return field.referenceIds.some((id) => {
      const m = facts.metaobjects.get(id);
      return (
        m !== undefined && (field.value === f.value || `gid://shopify/Metaobject/${m.id}` === f.value || same(m.handle, f.value))
      );
    });
  }
  return same(field.value, f.value) || field.value.includes(JSON.stringify(f.value));
}

/** The kind of a filter (filters of one kind are OR-ed) and whether a product passes it. */
function describe(filter: ProductFilterInput, facts: FilterFacts): { kind: string; test: (p: CatalogProduct) => boolean } | null {
  if (filter.available != null) return { kind: 'available', test: (p) => isAvailable(p, facts) === filter.available };
  if (filter.price) {
    const { min, max } = filter.price;
    return {
      kind: 'price',
      test: (p) =>
        p.variants.some((v) => {
          const price = presentPrice(v.priceFils, facts.pricing);
          return (min == null || price >= min) && (max == null || price <= max);
        }),
    };
  }
  if (filter.productType) return { kind: 'productType', test: (p) => same(p.productType, filter.productType!) };
  if (filter.productVendor) return { kind: 'productVendor', test: (p) => same(p.vendor, filter.productVendor!) };
  if (filter.tag) return { kind: 'tag', test: (p) => p.tags.some((t) => same(t, filter.tag!)) };
  if (filter.variantOption) {
    const { name, value } = filter.variantOption;
    return {
      kind: `variantOption:${name.toLowerCase()}`,
      test: (p) => p.variants.some((v) => v.selectedOptions.some((o) => same(o.name, name) && same(o.value, value))),
    };
  }
  if (filter.productMetafield) {
    const f = filter.productMetafield;
    return { kind: `productMetafield:${f.namespace}.${f.key}`, test: (p) => metafieldHas(p, f, facts) };
  }
  return null;
}

export function applyFilters(products: readonly CatalogProduct[], filters: readonly ProductFilterInput[], facts: FilterFacts) {
  const kinds = new Map<string, ((p: CatalogProduct) => boolean)[]>();
  for (const filter of filters) {
    const described = describe(filter, facts);
    if (!described) continue;
    kinds.set(described.kind, [...(kinds.get(described.kind) ?? []), described.test]);
  }
  return products.filter((product) => [...kinds.values()].every((tests) => tests.some((test) => test(product))));
}

interface FilterValueView {
  id: string;
  label: string;
  count: number;
  input: string;
  image: null;
  swatch: { color: string; image: null } | null;
}

function listFilter(id: string, label: string, values: FilterValueView[], presentation = 'TEXT') {
  return { id, label, type: 'LIST', presentation, values };
}

function countBy(products: readonly CatalogProduct[], keyOf: (p: CatalogProduct) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) for (const key of new Set(keyOf(product))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** The facets of a product list: availability, price range, type, brand and each variant option. */
export function filterViews(products: readonly CatalogProduct[], facts: FilterFacts) {
  if (products.length === 0) return [];
  const value = (id: string, label: string, count: number, input: unknown, color?: string): FilterValueView => ({
    id,
    label,
    count,
    input: JSON.stringify(input),
    image: null,
    swatch: color ? { color, image: null } : null,
  });
  const inStock = products.filter((p) => isAvailable(p, facts)).length;
  const maxPrice = Math.max(...products.flatMap((p) => p.variants.map((v) => presentPrice(v.priceFils, facts.pricing))));
  const filters = [
    listFilter('filter.v.availability', 'Availability', [
      value('filter.v.availability.1', 'In stock', inStock, { available: true }),
      value('filter.v.availability.0', 'Out of stock', products.length - inStock, { available: false }),
    ]),
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [value('filter.v.price', 'Price', 0, { price: { min: 0, max: Math.ceil(maxPrice) } })],
    },
    listFilter(
      'filter.p.product_type',
      'Product type',
      [...countBy(products, (p) => [p.productType])].map(([type, count]) =>
        value(`filter.p.product_type.${slugify(type)}`, type, count, { productType: type }),
      ),
    ),
    listFilter(
      'filter.p.vendor',
      'Brand',
      [...countBy(products, (p) => [p.vendor])]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([vendor, count]) => value(`filter.p.vendor.${slugify(vendor)}`, vendor, count, { productVendor: vendor })),
    ),
  ];
  const optionNames = [...new Set(products.flatMap((p) => p.options.map((o) => o.name)))].filter((n) => n !== 'Title');
  for (const name of optionNames) {
    const counts = countBy(products, (p) => p.options.find((o) => o.name === name)?.values ?? []);
    const isColour = /^colou?r$/i.test(name);
    filters.push(
      listFilter(
        `filter.v.option.${slugify(name)}`,
        name,
        [...counts].map(([optionValue, count]) =>
          value(
            `filter.v.option.${slugify(name)}.${slugify(optionValue)}`,
            optionValue,
            count,
            { variantOption: { name, value: optionValue } },
            isColour ? facts.swatches.get(optionValue.toLowerCase()) : undefined,
          ),
        ),
        isColour ? 'SWATCH' : 'TEXT',
      ),
    );
  }
  return filters;
}
