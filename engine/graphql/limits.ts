/**
 * Bounds on a document, checked before anything else reads it, so the work one request can make
 * is known before it starts (issue 16). The standard validation rules compare every pair of
 * fields that share a response key, so a document of thousands of aliased fields would be slow to
 * *validate*: the alias and field counts are taken on the parsed document first, in one pass that
 * counts each fragment once however often it is spread (and stops at a cycle, which validation
 * then reports).
 *
 * The figures leave the real storefronts' documents far below them (the shop's own largest has
 * about 300 fields and no aliases; Hydrogen's and Next.js Commerce's are smaller), and the cost
 * limit is the one that bounds the answer: see cost.ts and docs/engine.md.
 */
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** Tokens the parser reads at most (graphql-js's `maxTokens`): a 100 KB body of tiny tokens stops early. */
export const MAX_TOKENS = 15_000;
/** Aliased fields in one document, fragments counted where they are spread. */
export const MAX_ALIASES = 100;
/** Fields in one document, fragments counted where they are spread. */
export const MAX_FIELDS = 2_000;
/**
 * The most one query may ask for, in Shopify's cost points (cost.ts). Above what real storefronts
 * send (Next.js Commerce's product listing asks for 78,102; the shop's catalog pages for up to
 * 168,502), far below what an abusive document asks (300 aliased `products(first: 250) {
 * variants(first: 250) }`: 18,975,600).
 */
export const MAX_QUERY_COST = 200_000;

const DOCUMENTATION = 'https://shopify.dev/api/usage/rate-limits';

interface Counts {
  fields: number;
  aliases: number;
}

/** Fields and aliases of the whole document as it would run, each fragment counted once per spread. */
export function countSelections(document: DocumentNode): Counts {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const known = new Map<string, Counts>();
  const open = new Set<string>();

  const countFragment = (name: string): Counts => {
    const done = known.get(name);
    if (done) return done;
    const fragment = fragments.get(name);
    if (!fragment || open.has(name)) return { fields: 0, aliases: 0 }; // unknown or cyclic: validation says so
    open.add(name);
    const counts = countSet(fragment.selectionSet);
    open.delete(name);
    known.set(name, counts);
    return counts;
  };

  const countSet = (set: SelectionSetNode): Counts => {
    const counts = { fields: 0, aliases: 0 };
    for (const selection of set.selections) {
      const inner =
        selection.kind === Kind.FIELD
          ? selection.selectionSet && countSet(selection.selectionSet)
          : selection.kind === Kind.INLINE_FRAGMENT
            ? countSet(selection.selectionSet)
            : countFragment(selection.name.value);
      if (selection.kind === Kind.FIELD) {
        counts.fields += 1;
        if (selection.alias) counts.aliases += 1;
      }
      counts.fields += inner?.fields ?? 0;
      counts.aliases += inner?.aliases ?? 0;
    }
    return counts;
  };

  const total = { fields: 0, aliases: 0 };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const counts = countSet(definition.selectionSet);
    total.fields += counts.fields;
    total.aliases += counts.aliases;
  }
  return total;
}

/** Errors for a document over the alias or field limit (empty when within both). */
export function selectionLimitErrors(document: DocumentNode): GraphQLError[] {
  const { fields, aliases } = countSelections(document);
  const errors: GraphQLError[] = [];
  if (aliases > MAX_ALIASES) {
    errors.push(
      new GraphQLError(`Query has ${aliases} aliases, which exceeds the limit of ${MAX_ALIASES}`, {
        extensions: { code: 'MAX_ALIASES_EXCEEDED', aliases, maxAliases: MAX_ALIASES, documentation: DOCUMENTATION },
      }),
    );
  }
  if (fields > MAX_FIELDS) {
    errors.push(
      new GraphQLError(`Query has ${fields} fields, which exceeds the limit of ${MAX_FIELDS}`, {
        extensions: { code: 'MAX_FIELDS_EXCEEDED', fields, maxFields: MAX_FIELDS, documentation: DOCUMENTATION },
      }),
    );
  }
  return errors;
}

/** Shopify's answer to a query that asks for more than one request may (its wording and code). */
export function maxCostExceeded(cost: number): GraphQLError {
  return new GraphQLError(`Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`, {
    extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST, documentation: DOCUMENTATION },
  });
}
