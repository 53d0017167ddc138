/**
 * Translated catalog text held in memory beside the catalog: looked up by resource gid,
 * translatable key and language. The default language has no rows; a missing translation is
 * `undefined`, and callers show the original text, as Shopify does.
 */
import type { Database } from '../../db/connection.ts';
import * as t from '../db/schema.ts';
import type { Language } from '../i18n/languages.ts';

export type TranslationRow = typeof t.translations.$inferSelect;

export class Translations {
  private readonly values = new Map<string, string>();

  constructor(rows: readonly TranslationRow[]) {
    for (const row of rows) this.values.set(entryKey(row.locale, row.resourceId, row.key), row.value);
  }

  get(language: Language, resourceId: string, key: string): string | undefined {
    return this.values.get(entryKey(language, resourceId, key));
  }

  get size(): number {
    return this.values.size;
  }
}

function entryKey(locale: string, resourceId: string, key: string): string {
  return `${locale}\u0000${resourceId}\u0000${key}`;
}

export async function loadTranslations(db: Database): Promise<Translations> {
  return new Translations(await db.select().from(t.translations));
}
