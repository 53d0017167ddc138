/**
 * The seed catalog's translations as rows of the `translations` table: each translated text is
 * attached to the resource it belongs to (product, option, option value, metafield, metaobject,
 * media image) by the ids the catalog has in the database, found by handle, option name, value,
 * metafield key, metaobject handle and image key. So the same builder serves a fresh seed and a
 * database seeded before translations existed, whatever ids it gave its rows.
 */
import type * as t from '../db/schema.ts';
import { gid, optionGid, optionValueGid } from '../ids.ts';
import type { SeedLocale, SeedProduct, SeedProductTranslation } from './catalog/types.ts';

type TranslationInsert = typeof t.translations.$inferInsert;

/** The ids the catalog's rows have in the database, with the natural keys to find them by. */
export interface StoredCatalog {
  products: readonly { id: number; handle: string; options: readonly { name: string; values: readonly string[] }[] }[];
  images: readonly { id: number; key: string }[];
  metafields: readonly { id: number; productId: number; namespace: string; key: string }[];
  metaobjects: readonly { id: number; type: string; handle: string }[];
}

class RowSet {
  readonly rows: TranslationInsert[] = [];
  private readonly seen = new Set<string>();

  /** Adds a translation unless it is missing, says the same as the original or was already added. */
  add(resourceId: string | undefined, key: string, locale: SeedLocale, value: string | undefined, original: string): void {
    if (resourceId === undefined || value === undefined || value === original) return;
    const id = `${resourceId}\u0000${key}\u0000${locale}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    this.rows.push({ resourceId, key, locale, value });
  }
}

function resource(type: 'Metafield' | 'MediaImage' | 'Metaobject', id: number | undefined): string | undefined {
  return id === undefined ? undefined : gid(type, id);
}

interface Ids {
  images: Map<string, number>;
  metafields: Map<string, number>;
  metaobjects: Map<string, number>;
}

export function translationRows(products: readonly SeedProduct[], stored: StoredCatalog): TranslationInsert[] {
  const rows = new Map(stored.products.map((p) => [p.handle, p]));
  const ids: Ids = {
    images: new Map(stored.images.map((i) => [i.key, i.id])),
    metafields: new Map(stored.metafields.map((m) => [`${m.productId}\u0000${m.namespace}.${m.key}`, m.id])),
    metaobjects: new Map(stored.metaobjects.map((m) => [`${m.type}\u0000${m.handle}`, m.id])),
  };
  const set = new RowSet();
  for (const product of products) {
    const row = rows.get(product.handle);
    if (!row) continue;
    for (const locale of Object.keys(product.translations ?? {}) as SeedLocale[]) {
      const translation = product.translations?.[locale];
      if (translation) addProduct(set, locale, product, translation, row, ids);
    }
    addMetaobjectLabels(set, product, ids);
  }
  return set.rows;
}

function addProduct(
  set: RowSet,
  locale: SeedLocale,
  product: SeedProduct,
  translation: SeedProductTranslation,
  row: StoredCatalog['products'][number],
  ids: Ids,
): void {
  const productId = gid('Product', row.id);
  set.add(productId, 'title', locale, translation.title, product.title);
  set.add(productId, 'body_html', locale, translation.descriptionHtml, product.descriptionHtml);
  row.options.forEach((option, i) => {
    set.add(optionGid(row.id, i), 'name', locale, translation.optionNames[option.name], option.name);
    option.values.forEach((value, j) =>
      set.add(optionValueGid(row.id, i, j), 'name', locale, translation.optionValues[option.name]?.[value], value),
    );
  });
  for (const metafield of product.metafields) {
    if ('references' in metafield) continue;
    const name = `${metafield.namespace}.${metafield.key}`;
    set.add(
      resource('Metafield', ids.metafields.get(`${row.id}\u0000${name}`)),
      'value',
      locale,
      translation.metafields[name],
      metafield.value,
    );
  }
  for (const image of product.images) {
    set.add(resource('MediaImage', ids.images.get(image.key)), 'alt', locale, translation.imageAlts[image.key], image.altText);
  }
}

/** Taxonomy values are shared by many products: the first product that names one gives its label. */
function addMetaobjectLabels(set: RowSet, product: SeedProduct, ids: Ids): void {
  for (const metafield of product.metafields) {
    if (!('references' in metafield)) continue;
    for (const ref of metafield.references) {
      const id = resource('Metaobject', ids.metaobjects.get(`${ref.type}\u0000${ref.handle}`));
      for (const locale of Object.keys(ref.translations ?? {}) as SeedLocale[]) {
        set.add(id, 'label', locale, ref.translations?.[locale], ref.label);
      }
    }
  }
}
