/**
 * The shop's product types (SPEC §2 /shop/{type}) and how a URL segment maps to them. The mobile
 * category list links '/shop/Reading glass' with a space, so spaces count as hyphens.
 */
export const PRODUCT_TYPES = [
  { type: 'Sunglasses', label: 'Sunglasses' },
  { type: 'Eyeglasses', label: 'Eyeglasses' },
  { type: 'ContactLenses', label: 'Contact Lenses' },
  { type: 'Clip-on', label: 'Clip-on' },
  { type: 'Reading-glass', label: 'Reading Glasses' },
  { type: 'Safety-glass', label: 'Safety Glasses' },
] as const;

export const GENDERS = [
  { id: 'male', label: 'Men' },
  { id: 'female', label: 'Women' },
  { id: 'unisex', label: 'Unisex' },
] as const;

export type ShopScope =
  | { kind: 'all' }
  | { kind: 'type'; type: string; label: string }
  | { kind: 'gender'; gender: string; label: string }
  | { kind: 'unknown' };

const squash = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');

/** Reads /shop/{type}; `genderQuery` is the `query` parameter of /shop/gender (default unisex). */
export function shopScope(type: string | undefined, genderQuery: string | null): ShopScope {
  if (type === undefined) return { kind: 'all' };
  const key = squash(decodeURIComponent(type));
  if (key === 'all' || key === 'shop') return { kind: 'all' };
  if (key === 'gender') {
    const gender = GENDERS.find((g) => g.id === (genderQuery ?? '').toLowerCase()) ?? GENDERS[2];
    return { kind: 'gender', gender: gender.id, label: gender.label };
  }
  const found = PRODUCT_TYPES.find((t) => squash(t.type) === key);
  return found ? { kind: 'type', type: found.type, label: found.label } : { kind: 'unknown' };
}

export function productTypeLabel(type: string): string {
  return PRODUCT_TYPES.find((t) => t.type === type)?.label ?? type;
}
