import MiniSearch from 'minisearch';
import type { CatalogItem } from '~/lib/catalog/types';

/**
 * Full-text search over the catalog (SPEC §9: price, title, vendor, then the metafields
 * color-pattern, age-group, eyewear-frame-design, target-gender, fabric; plus the Arabic name).
 * Prefix matching serves search-as-you-type; fuzzy matching forgives a typo ('avaitor').
 */

/** Arabic spelling variants that shoppers type interchangeably; diacritics dropped. */
export function normalizeTerm(term: string): string {
  return term
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

interface Doc {
  id: string;
  price: string;
  title: string;
  vendor: string;
  meta: string;
  arabic: string;
}

const FIELDS = ['price', 'title', 'vendor', 'meta', 'arabic'] as const;

function toDoc(item: CatalogItem): Doc {
  // Prices as the shopper may type them: '1250', '1250.5', and the AED figure in any market.
  const prices = new Set([
    String(item.price),
    String(Math.round(item.price)),
    String(item.priceAed),
    String(Math.round(item.priceAed)),
  ]);
  return {
    id: item.id,
    price: [...prices].join(' '),
    title: `${item.title} ${item.productType}`,
    vendor: item.vendor,
    meta: [...item.colorPatterns, ...item.ageGroups, ...item.frameDesigns, ...item.gender, ...item.fabrics].join(' '),
    arabic: item.arabicName,
  };
}

export interface CatalogSearch {
  search(query: string, limit?: number): CatalogItem[];
}

export function buildSearch(items: CatalogItem[]): CatalogSearch {
  const byId = new Map(items.map((item) => [item.id, item]));
  const index = new MiniSearch<Doc>({
    fields: [...FIELDS],
    processTerm: (term) => normalizeTerm(term),
    searchOptions: {
      // SPEC §9's order of importance.
      boost: { price: 4, title: 3, vendor: 2, meta: 1, arabic: 1 },
      prefix: (term) => term.length >= 2,
      // Edit distance: 1 from 4 letters, 2 from 7 (a swapped pair, 'avaitor', is two edits; 'female' must not find 'male').
      fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(items.map(toDoc));
  return {
    search(query, limit) {
      const text = query.trim();
      if (!text) return limit === undefined ? items : items.slice(0, limit);
      const hits = index.search(text);
      const found = hits.map((hit) => byId.get(String(hit.id))).filter((item): item is CatalogItem => item !== undefined);
      return limit === undefined ? found : found.slice(0, limit);
    },
  };
}
