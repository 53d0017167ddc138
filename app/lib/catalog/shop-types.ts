import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shop's product types (SPEC §2 /shop/{type}) and how a URL segment maps to them. The mobile
 * category list links '/shop/Reading glass' with a space, so spaces count as hyphens.
 */
export const PRODUCT_TYPES = [
  { type: 'Sunglasses', label: msg`Sunglasses` },
  { type: 'Eyeglasses', label: msg`Eyeglasses` },
  { type: 'ContactLenses', label: msg`Contact Lenses` },
  { type: 'Clip-on', label: msg`Clip-on` },
  { type: 'Reading-glass', label: msg`Reading Glasses` },
  { type: 'Safety-glass', label: msg`Safety Glasses` },
] as const;

export const GENDERS = [
  { id: 'male', label: msg`Men` },
  { id: 'female', label: msg`Women` },
  { id: 'unisex', label: msg`Unisex` },
] as const;

export type GenderId = (typeof GENDERS)[number]['id'];

export type ShopScope =
  { kind: 'all' } | { kind: 'type'; type: string } | { kind: 'gender'; gender: GenderId } | { kind: 'unknown' };

const squash = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '');

/** Reads /shop/{type}; `genderQuery` is the `query` parameter of /shop/gender (default unisex). */
export function shopScope(type: string | undefined, genderQuery: string | null): ShopScope {
  if (type === undefined) return { kind: 'all' };
  // React Router has decoded the path already: a `%` left in it is the shopper's, not an escape.
  const key = squash(type);
  if (key === 'all' || key === 'shop') return { kind: 'all' };
  if (key === 'gender') {
    const gender = GENDERS.find((g) => g.id === (genderQuery ?? '').toLowerCase()) ?? GENDERS[2];
    return { kind: 'gender', gender: gender.id };
  }
  const found = PRODUCT_TYPES.find((t) => squash(t.type) === key);
  return found ? { kind: 'type', type: found.type } : { kind: 'unknown' };
}

/** A product type in the page's language; a type the shop does not list keeps its own name. */
export function productTypeName(i18n: I18n, type: string): string {
  const found = PRODUCT_TYPES.find((t) => t.type.toLowerCase() === type.toLowerCase());
  return found ? i18n._(found.label) : type;
}

export function genderName(i18n: I18n, id: string): string {
  const found = GENDERS.find((g) => g.id === id.toLowerCase());
  return found ? i18n._(found.label) : id;
}

const ALL_PRODUCTS = msg`Shop All Products`;
const SHOP = msg`Shop`;

/** The listing's heading: the type or gender it shows, or the whole shop. */
export function scopeTitle(i18n: I18n, scope: ShopScope): string {
  switch (scope.kind) {
    case 'type':
      return productTypeName(i18n, scope.type);
    case 'gender':
      return genderName(i18n, scope.gender);
    case 'all':
      return i18n._(ALL_PRODUCTS);
    case 'unknown':
      return i18n._(SHOP);
  }
}
