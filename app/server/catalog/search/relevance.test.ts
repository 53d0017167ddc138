import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Language } from '~/i18n/languages';
import { parseShopQuery } from '~/lib/catalog/shop-query';
import type { CatalogItem } from '~/lib/catalog/types';
import type { Catalog } from '../index.server';
import { filterLabels } from '../filter';
import { searchResults, suggestionItems } from '../search-results';
import { loadSeedCatalog } from '../seed-catalog';
import cases from './relevance.json';

/**
 * The relevance set (issue 12): what shoppers type, in English and Arabic, with typos, synonyms,
 * attributes and model codes, against the seeded catalog as the shop loads it through the engine.
 * Each case names the products that must come first by handle or by what they are, never by
 * position; `only` means nothing else may follow. Adding a synonym is a line in
 * lexicon/synonyms.json and a line here.
 */
interface Properties {
  type?: string | string[];
  vendor?: string | string[];
  gender?: string;
  shape?: string;
  lensEffect?: string;
  rimType?: string;
  fabric?: string;
  tag?: string;
  ageGroup?: string;
  colour?: string;
  frameColor?: string | string[];
  title?: string;
  price?: number;
}

interface Case {
  /** The page's language: 'ar' searches the Arabic page's catalog (Arabic titles, English filter values). */
  language?: Language;
  query: string;
  first?: string[] | Properties;
  only?: boolean;
  none?: boolean;
  didYouMean?: string | null;
}

const oneOf = (wanted: string | string[] | undefined, values: string[]) =>
  wanted === undefined || [wanted].flat().some((w) => values.includes(w));

function has(item: CatalogItem, p: Properties): boolean {
  return (
    oneOf(p.type, [item.productType]) &&
    oneOf(p.vendor, [item.vendor]) &&
    oneOf(p.gender, item.gender) &&
    oneOf(p.shape, item.frameDesigns) &&
    oneOf(p.lensEffect, item.lensEffects) &&
    oneOf(p.rimType, item.rimTypes) &&
    oneOf(p.fabric, item.fabrics) &&
    oneOf(p.tag, item.tags) &&
    oneOf(p.ageGroup, item.ageGroups) &&
    oneOf(p.colour, item.colorPatterns) &&
    oneOf(p.frameColor, item.frameColors) &&
    (p.title === undefined || item.title.includes(p.title)) &&
    (p.price === undefined || item.price === p.price)
  );
}

const catalogs = {} as Record<Language, Catalog>;
let close: () => Promise<void>;

beforeAll(async () => {
  const seed = await loadSeedCatalog();
  close = seed.close;
  catalogs.en = seed.catalog;
  catalogs.ar = await seed.catalogIn('ar');
}, 120_000);

afterAll(async () => {
  await close?.();
});

const relevance = cases as Case[];

describe('search relevance on the seed catalog', () => {
  it('has at least 60 cases', () => {
    expect(relevance.length).toBeGreaterThanOrEqual(60);
  });

  it.each(relevance)('$query', (c) => {
    const catalog = catalogs[c.language ?? 'en'];
    const outcome = catalog.search(c.query);
    const got = outcome.items.map((item) => item.handle);
    if (c.none) expect(got).toEqual([]);
    if (c.first) {
      const expected = Array.isArray(c.first)
        ? c.first
        : catalog.items.filter((item) => has(item, c.first as Properties)).map((item) => item.handle);
      expect(expected.length, 'the case names products the catalog has').toBeGreaterThan(0);
      expect(new Set(got.slice(0, expected.length))).toEqual(new Set(expected));
      if (c.only) expect(got).toHaveLength(expected.length);
    }
    if (c.didYouMean !== undefined) expect(outcome.didYouMean).toBe(c.didYouMean);
  });

  it.each(['en', 'ar'] as const)('finds every product by its own title (%s)', (language) => {
    const catalog = catalogs[language];
    const english = new Map(catalogs.en.items.map((item) => [item.id, item.title]));
    for (const item of catalog.items) {
      // On the Arabic page by its Arabic title and by the title the brand gives it.
      for (const title of new Set([item.title, english.get(item.id)!])) {
        const found = catalog.search(title).items.map((other) => other.id);
        expect(found, `${language}: ${title}`).toContain(item.id);
      }
    }
  });

  it('suggestions are the results page’s first products', () => {
    const shop = parseShopQuery(new URLSearchParams());
    for (const { query, language = 'en' } of relevance) {
      const catalog = catalogs[language];
      const page = searchResults(catalog, query, shop, filterLabels(i18nFor(language))).items.map((item) => item.handle);
      const suggested = suggestionItems(catalog, query, 8).items.map((item) => item.handle);
      expect(suggested, query).toEqual(page.slice(0, 8));
    }
  });
});
