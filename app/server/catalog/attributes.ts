import { joinInScript } from '~/lib/arabic-script';
import { ATTRIBUTE_ORDER, isAttributeKey, type AttributeKey } from '~/lib/catalog/attribute-labels';
import type { ProductDetail } from './storefront-product';
import { metaobjectRefs } from './to-item';

type Metafield = NonNullable<ProductDetail['metafields'][number]>;

/** A yes/no field stays a boolean: the page says Yes or No in its own language. */
function readable(field: Metafield): string | boolean {
  const refs = metaobjectRefs(field);
  if (refs.length > 0) return joinInScript(refs.map((ref) => ref.fields.find((f) => f.key === 'label')?.value ?? ref.handle));
  if (field.type === 'boolean') return field.value === 'true';
  if (field.type.startsWith('list.')) {
    try {
      const parsed: unknown = JSON.parse(field.value);
      if (Array.isArray(parsed)) return joinInScript(parsed.map(String));
    } catch {
      // Not JSON after all: show it as it is.
    }
  }
  return field.value;
}

export interface Attribute {
  key: AttributeKey;
  value: string | boolean;
}

/** The product's attribute table: known metafields in the table's order, empty ones left out. */
export function productAttributes(metafields: ProductDetail['metafields']): Attribute[] {
  const present = metafields.filter(
    (field): field is Metafield & { key: AttributeKey } => field !== null && isAttributeKey(field.key),
  );
  return present
    .sort((a, b) => ATTRIBUTE_ORDER.indexOf(a.key) - ATTRIBUTE_ORDER.indexOf(b.key))
    .map((field) => ({ key: field.key, value: readable(field) }))
    .filter((attribute) => typeof attribute.value === 'boolean' || attribute.value.trim() !== '');
}
