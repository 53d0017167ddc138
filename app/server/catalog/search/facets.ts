import type { CatalogItem } from '~/lib/catalog/types';
import { terms } from './analyze';
import type { Concept, Facet } from './lexicon';

/**
 * Which products have which type, gender, shape, brand and feature, by position in the catalog:
 * a query's concepts are answered by set lookups, not by scanning every product.
 */
export interface Facets {
  /**
   * Positions of the products that have every concept, each with its rank penalty; null without
   * concepts. `said[i]`, when given, are the products whose own text names concept i ('Lifted Oval'
   * for 'oval', 'Round Metal' for 'metal' on a titanium frame): they pass that concept too, after
   * the products that have it.
   */
  match(concepts: Concept[], said?: ReadonlyArray<ReadonlySet<number> | undefined>): Map<number, number> | null;
}

/** Rank penalties: a concept's near values and unisex for a gender follow its own; text that names it follows both. */
export const NEAR_PENALTY = 1;
export const SAID_PENALTY = 2;

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
    match(concepts, said = []) {
      if (concepts.length === 0) return null;
      const penalties = new Map<number, number>();
      const penalize = (position: number, penalty: number) => penalties.set(position, (penalties.get(position) ?? 0) + penalty);
      // One facet's concepts widen ('ray-ban oakley'), features each narrow ('polarized mirrored').
      const groups: ReadonlySet<number>[] = [];
      /** The products of some concepts: their own values, then near values, then those whose text names them. */
      const group = (facet: Facet, members: number[]) => {
        const here = members.map((i) => concepts[i]!);
        const values = here.flatMap((concept) => concept.values);
        const exact = anyOf(facet, values);
        const rank = new Map<number, number>();
        const follow = (positions: Iterable<number>, penalty: number) => {
          for (const position of positions) if (!exact.has(position) && !rank.has(position)) rank.set(position, penalty);
        };
        // Unisex frames fit everyone: they follow the men's or women's own, never replace them.
        if (facet === 'gender' && !values.includes(UNISEX)) follow(having(facet, UNISEX), NEAR_PENALTY);
        follow(
          anyOf(
            facet,
            here.flatMap((concept) => concept.near ?? []),
          ),
          NEAR_PENALTY,
        );
        for (const i of members) follow(said[i] ?? EMPTY, SAID_PENALTY);
        for (const [position, penalty] of rank) {
          exact.add(position);
          penalize(position, penalty);
        }
        groups.push(exact);
      };
      for (const facet of FACETS) {
        const members = concepts.flatMap((concept, i) => (concept.facet === facet ? [i] : []));
        if (members.length === 0) continue;
        if (facet === 'feature') for (const i of members) group(facet, [i]);
        else group(facet, members);
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
