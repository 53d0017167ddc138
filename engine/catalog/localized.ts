/**
 * Catalog text in a request's language: the translation when the shop has one, else the original
 * (the shop's default language), as Shopify answers `@inContext(language:)`. Handles, ids, SKUs and
 * the stored option values stay as they are; `catalogOption` maps translated option names and
 * values a client sends back to the catalog's own.
 */
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { gid, optionGid, optionValueGid } from '../ids.ts';
import type { Catalog, CatalogMetafield, CatalogMetaobject, CatalogProduct, CatalogVariant } from './cache.ts';
import { htmlToText } from './html-text.ts';

/** What a lookup needs: the catalog with its translations and the language asked for. */
export interface InLanguage {
  catalog: Catalog;
  language: Language;
}

export interface SelectedOption {
  name: string;
  value: string;
}

export interface LocalizedOption {
  name: string;
  values: string[];
}

function translated(scope: InLanguage, resourceId: string, key: string, original: string): string {
  if (scope.language === DEFAULT_LANGUAGE) return original;
  return scope.catalog.translations.get(scope.language, resourceId, key) ?? original;
}

export function productTitle(product: CatalogProduct, scope: InLanguage): string {
  return translated(scope, gid('Product', product.id), 'title', product.title);
}

/**
 * The translated title of a product by id, or undefined in the default language or without a
 * translation: orders keep the title that was bought and show it unless the language has its own.
 */
export function translatedProductTitle(productId: number | null, scope: InLanguage): string | undefined {
  if (productId === null || scope.language === DEFAULT_LANGUAGE) return undefined;
  return scope.catalog.translations.get(scope.language, gid('Product', productId), 'title');
}

export function productDescriptionHtml(product: CatalogProduct, scope: InLanguage): string {
  return translated(scope, gid('Product', product.id), 'body_html', product.descriptionHtml);
}

const plainTexts = new Map<string, string>();

/** The plain-text description, derived from the (translated) HTML as Shopify derives it. */
export function productDescription(product: CatalogProduct, scope: InLanguage): string {
  const html = productDescriptionHtml(product, scope);
  if (html === product.descriptionHtml) return product.description;
  let text = plainTexts.get(html);
  if (text === undefined) {
    text = htmlToText(html);
    plainTexts.set(html, text);
  }
  return text;
}

// The catalog never changes while the engine runs, so each product's options are worded once per language.
const localizedOptions = new WeakMap<CatalogProduct, Map<Language, LocalizedOption[]>>();

/** The product's options with their names and values in the language (same order as the catalog's). */
export function productOptions(product: CatalogProduct, scope: InLanguage): LocalizedOption[] {
  if (scope.language === DEFAULT_LANGUAGE) return product.options;
  let byLanguage = localizedOptions.get(product);
  if (!byLanguage) {
    byLanguage = new Map();
    localizedOptions.set(product, byLanguage);
  }
  let options = byLanguage.get(scope.language);
  if (!options) {
    options = product.options.map((option, i) => ({
      name: translated(scope, optionGid(product.id, i), 'name', option.name),
      values: option.values.map((value, j) => translated(scope, optionValueGid(product.id, i, j), 'name', value)),
    }));
    byLanguage.set(scope.language, options);
  }
  return options;
}

export function selectedOptions(variant: CatalogVariant, product: CatalogProduct, scope: InLanguage): SelectedOption[] {
  if (scope.language === DEFAULT_LANGUAGE) return variant.selectedOptions;
  const localized = productOptions(product, scope);
  return variant.selectedOptions.map(({ name, value }) => {
    const i = product.options.findIndex((option) => option.name === name);
    const j = i < 0 ? -1 : product.options[i]!.values.indexOf(value);
    return { name: localized[i]?.name ?? name, value: localized[i]?.values[j] ?? value };
  });
}

/** Shopify's variant title: the option values joined with ' / ', in the language; 'Default Title' stays. */
export function variantTitle(variant: CatalogVariant, product: CatalogProduct, scope: InLanguage): string {
  if (scope.language === DEFAULT_LANGUAGE || variant.title === 'Default Title') return variant.title;
  return selectedOptions(variant, product, scope)
    .map((option) => option.value)
    .join(' / ');
}

/**
 * The catalog's own option name and value for one a client sent, which may be the original or its
 * translation in the request's language (Shopify accepts both). Unknown ones come back unchanged,
 * so they match nothing.
 */
export function catalogOption(
  product: CatalogProduct,
  wanted: SelectedOption,
  scope: InLanguage,
  caseInsensitive = false,
): SelectedOption {
  const same = (a: string, b: string) => (caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b);
  const localized = productOptions(product, scope);
  const i = product.options.findIndex((option, k) => same(option.name, wanted.name) || same(localized[k]!.name, wanted.name));
  if (i < 0) return wanted;
  const option = product.options[i]!;
  const j = option.values.findIndex((value, k) => same(value, wanted.value) || same(localized[i]!.values[k]!, wanted.value));
  return j < 0 ? { name: option.name, value: wanted.value } : { name: option.name, value: option.values[j]! };
}

/** A text metafield's value in the language (lists as a JSON array of translated strings). */
export function metafieldValue(metafield: CatalogMetafield, scope: InLanguage): string {
  return translated(scope, gid('Metafield', metafield.id), 'value', metafield.value);
}

export function metaobjectFields(metaobject: CatalogMetaobject, scope: InLanguage): CatalogMetaobject['fields'] {
  if (scope.language === DEFAULT_LANGUAGE) return metaobject.fields;
  const resourceId = gid('Metaobject', metaobject.id);
  return metaobject.fields.map((field) => ({ ...field, value: translated(scope, resourceId, field.key, field.value) }));
}

/** An image's alt text in the language; images that are not catalog rows (posters) keep theirs. */
export function imageAlt(image: { id: number | null; altText: string }, scope: InLanguage): string {
  return image.id === null ? image.altText : translated(scope, gid('MediaImage', image.id), 'alt', image.altText);
}
