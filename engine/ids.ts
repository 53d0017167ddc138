/**
 * Shopify global ids. Catalog ids are small integers taken from the catalog's order, so the same
 * catalog always yields the same gids. A cart gid carries its secret key like Shopify's:
 * `gid://shopify/Cart/{token}?key={key}`. Customer address gids are simplified to
 * `gid://shopify/MailingAddress/{id}?model_name=CustomerAddress` (Shopify also appends the
 * access token); any query string is accepted on input.
 */

export type GidType =
  | 'Product'
  | 'ProductVariant'
  | 'ProductImage'
  | 'MediaImage'
  | 'Video'
  | 'ProductOption'
  | 'ProductOptionValue'
  | 'Metafield'
  | 'Metaobject'
  | 'Customer'
  | 'MailingAddress'
  | 'Order'
  | 'CartLine'
  | 'Cart'
  | 'Shop'
  | 'CustomerAccessToken'
  | 'Market'
  | 'Collection'
  | 'Page'
  | 'Menu'
  | 'MenuItem'
  | 'ShopPolicy';

export function gid(type: GidType, id: number | string, query?: string): string {
  return `gid://shopify/${type}/${id}${query ? `?${query}` : ''}`;
}

export interface ParsedGid {
  type: string;
  id: string;
  params: URLSearchParams;
}

export function parseGid(value: string): ParsedGid | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(?:\?(.*))?$/.exec(value);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    return null; // a '%' that escapes nothing ('…/Product/%E0'): no id of ours, as Shopify answers null
  }
  return { type: match[1]!, id, params: new URLSearchParams(match[3] ?? '') };
}

/** The numeric id of a gid of the given type, or null if it is not one. */
export function numericId(value: string, type: GidType): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type || !/^\d{1,9}$/.test(parsed.id)) return null;
  return Number(parsed.id);
}

export function cartGid(token: string, key: string): string {
  return gid('Cart', token, `key=${key}`);
}

export function addressGid(id: number): string {
  return gid('MailingAddress', id, 'model_name=CustomerAddress');
}

export function cartLineGid(id: number, cartToken: string): string {
  return gid('CartLine', id, `cart=${cartToken}`);
}

/**
 * Product options have no rows of their own: their gids are derived from the product id and the
 * option's position (and the value's position within it), so they are stable for one catalog and
 * translations can point at them.
 */
export function optionGid(productId: number, optionIndex: number): string {
  return gid('ProductOption', productId * 100 + optionIndex);
}

export function optionValueGid(productId: number, optionIndex: number, valueIndex: number): string {
  return gid('ProductOptionValue', (productId * 100 + optionIndex) * 1000 + valueIndex);
}
