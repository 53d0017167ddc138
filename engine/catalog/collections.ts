/** Smart-collection membership: which catalog products a collection's rules pick, in catalog order. */
import type { CollectionRule } from '../db/schema.ts';
import type { CatalogMetaobject, CatalogProduct } from './cache.ts';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function metafieldMatches(
  product: CatalogProduct,
  rule: Extract<CollectionRule, { column: 'PRODUCT_METAFIELD' }>,
  metaobjects: ReadonlyMap<number, CatalogMetaobject>,
): boolean {
  const field = product.metafields.find((m) => m.namespace === rule.namespace && m.key === rule.key);
  if (!field) return false;
  if (field.referenceIds) {
    return field.referenceIds.some((id) => {
      const handle = metaobjects.get(id)?.handle;
      return handle !== undefined && same(handle, rule.condition);
    });
  }
  if (!field.type.startsWith('list.')) return same(field.value, rule.condition);
  try {
    const values: unknown = JSON.parse(field.value);
    return Array.isArray(values) && values.some((v) => typeof v === 'string' && same(v, rule.condition));
  } catch {
    return false;
  }
}

export function ruleMatches(
  product: CatalogProduct,
  rule: CollectionRule,
  metaobjects: ReadonlyMap<number, CatalogMetaobject>,
): boolean {
  switch (rule.column) {
    case 'TYPE':
      return same(product.productType, rule.condition);
    case 'VENDOR':
      return same(product.vendor, rule.condition);
    case 'TAG':
      return product.tags.some((tag) => same(tag, rule.condition));
    case 'PRODUCT_METAFIELD':
      return metafieldMatches(product, rule, metaobjects);
  }
}

export function collectionMembers(
  collection: { rules: CollectionRule[]; disjunctive: boolean },
  products: readonly CatalogProduct[],
  metaobjects: ReadonlyMap<number, CatalogMetaobject>,
): CatalogProduct[] {
  if (collection.rules.length === 0) return [];
  const holds = (product: CatalogProduct) => (rule: CollectionRule) => ruleMatches(product, rule, metaobjects);
  return products.filter((product) =>
    collection.disjunctive ? collection.rules.some(holds(product)) : collection.rules.every(holds(product)),
  );
}
