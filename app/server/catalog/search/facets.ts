import type { CatalogItem } from '~/lib/catalog/types';
import { terms } from './analyze';
import type { Concept, Facet } from './lexicon';

/**
 * Which products have which type, gender, shape, brand and feature, by position in the catalog:
 * a query's concepts are answered by set lookups, not by scanning every product.
 */
export interface Facets {
  /** Positions of the products that have every concept, each with its rank penalty; null without concepts. */
  match(concepts: Concept[]): Map<number, number> | null;
}

const UNISEX = 'unisex';

/** 'Blue light filter' is a blue-light feature, 'Semi-rimless' is not a rimless one: features match from the start. */
function featureKeys(value: string): string[] {
  const words = terms(value);
  return words.map((_, i) => words.slice(0, i + 1).join(''));
}

function valuesOf(item: CatalogItem, facet: Exclude<Facet, 'feature'>): string[] {
  switch (facet) {
    case 'type':
      return [item.productType.toLowerCase()];
    case 'gender':
      return item.gender;
    case 'shape':
      return item.frameDesigns;
    case 'brand':
      return [item.vendor.toLowerCase()];
  }
}

const FACETS: Facet[] = ['type', 'gender', 'shape', 'brand', 'feature'];
const EMPTY: ReadonlySet<number> = new Set();

export function buildFacets(items: CatalogItem[]): Facets {
  // Tags and effects repeat across products: read each distinct one once.
  const keysOf = new Map<string, string[]>();
  const features = (item: CatalogItem) =>
    [...item.tags, ...item.lensEffects, ...item.rimTypes, ...item.fabrics, ...item.ageGroups].flatMap((value) => {
      let keys = keysOf.get(value);
      if (!keys) keysOf.set(value, (keys = featureKeys(value)));
      return keys;
    });
  const postings = new Map<Facet, Map<string, Set<number>>>(FACETS.map((facet) => [facet, new Map()]));
  items.forEach((item, position) => {
    for (const facet of FACETS) {
      const byValue = postings.get(facet)!;
      for (const value of facet === 'feature' ? features(item) : valuesOf(item, facet)) {
        let set = byValue.get(value);
        if (!set) byValue.set(value, (set = new Set()));
        set.add(position);
      }
    }
  });
  const having = (facet: Facet, value: string): ReadonlySet<number> =>
    postings.get(facet)!.get(facet === 'type' || facet === 'brand' ? value.toLowerCase() : value) ?? EMPTY;
  const anyOf = (facet: Facet, values: string[]) => {
    const union = new Set<number>();
    for (const value of values) for (const position of having(facet, value)) union.add(position);
    return union;
  };

  return {
    match(concepts) {
      if (concepts.length === 0) return null;
      const penalties = new Map<number, number>();
      // One facet's concepts widen ('ray-ban oakley'), features each narrow ('polarized mirrored').
      const groups: ReadonlySet<number>[] = [];
      for (const facet of FACETS) {
        const here = concepts.filter((concept) => concept.facet === facet);
        if (here.length === 0) continue;
        if (facet === 'feature') {
          for (const concept of here) groups.push(anyOf(facet, concept.values));
          continue;
        }
        const values = here.flatMap((concept) => concept.values);
        const exact = anyOf(facet, values);
        if (facet === 'gender' && !values.includes(UNISEX)) {
          // Unisex frames fit everyone: they follow the men's or women's own, never replace them.
          for (const position of having(facet, UNISEX)) {
            if (exact.has(position)) continue;
            exact.add(position);
            penalties.set(position, 1);
          }
        }
        groups.push(exact);
      }
      groups.sort((a, b) => a.size - b.size);
      const [smallest, ...rest] = groups;
      const matched = new Map<number, number>();
      for (const position of smallest ?? EMPTY) {
        if (rest.every((group) => group.has(position))) matched.set(position, penalties.get(position) ?? 0);
      }
      return matched;
    },
  };
}
