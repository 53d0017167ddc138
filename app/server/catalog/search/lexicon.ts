import { FRAME_SHAPES } from '~/lib/catalog/shapes';
import { GENDERS, PRODUCT_TYPES } from '~/lib/catalog/shop-types';
import { analyze, type Token } from './analyze';
import { namesInEveryLanguage } from './shop-names';
import type { Phrase } from './spelling';
import brandAliases from './lexicon/brands.json';
import synonymTable from './lexicon/synonyms.json';
import vocabulary from './lexicon/vocabulary.json';

/**
 * The words that mean something to the shop: synonyms that rewrite what shoppers type into the
 * shop's own words, and concepts (a type, gender, shape, brand or feature) that narrow the results
 * to products that have them. The words themselves are data (./lexicon/*.json); the shop's own
 * names for types, genders and shapes, and the vendors of the catalog, are concepts without any.
 */

export type Facet = 'type' | 'gender' | 'shape' | 'brand' | 'feature';

/** Products match a concept when their facet holds one of `values` (types, gender ids, shape ids, vendors, feature keys). */
export interface Concept {
  facet: Facet;
  values: string[];
  /** Values that match too, ranked after `values`: a semi cat-eye is a cat-eye (`vocabulary.json`'s nearShapes). */
  near?: string[];
}

export interface Lexicon {
  synonyms: ReadonlyMap<string, Token[]>;
  /**
   * What a query's words become before concepts are read: a synonym's words, or null for a
   * concept's own name, kept as typed so that a synonym inside it does not rewrite it ('reading'
   * inside 'reading glasses').
   */
  rewrites: ReadonlyMap<string, Token[] | null>;
  concepts: ReadonlyMap<string, Concept>;
  /** Every phrase key with how it reads, for spelling correction. */
  phrases: ReadonlyMap<string, Phrase>;
  /**
   * Phrases that name a product type only when the query names no other ('frame' is eyeglasses,
   * but 'black frame sunglasses' is sunglasses): `vocabulary.json`'s typeOnlyAlone.
   */
  typeOnlyAlone: ReadonlySet<string>;
  /** Words in the longest phrase: how far phrase matching looks ahead. */
  longest: number;
}

/** Each stopword as its terms: a currency sign ('د.إ', 'ر.س') reads as two letters, dropped only together. */
const STOPWORDS = vocabulary.stopwords.map((word) => analyze(word).map((token) => token.term));
const STOPWORD = new Set(STOPWORDS.filter((words) => words.length === 1).map(([word]) => word!));
const STOP_SEQUENCES = STOPWORDS.filter((words) => words.length > 1);

/** A text's tokens without the words that carry no meaning ('for', 'with', 'من', 'د.إ'). */
export function meaningful(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (let at = 0; at < tokens.length;) {
    const sequence = STOP_SEQUENCES.find((words) => words.every((word, k) => tokens[at + k]?.term === word));
    if (sequence) at += sequence.length;
    else {
      if (!STOPWORD.has(tokens[at]!.term)) kept.push(tokens[at]!);
      at += 1;
    }
  }
  return kept;
}

const joined = (tokens: Token[]) => tokens.map((token) => token.term).join('');

export function buildLexicon(vendors: Iterable<string>): Lexicon {
  const concepts = new Map<string, Concept>();
  const phrases = new Map<string, Phrase>();
  let longest = 1;
  const add = (text: string, concept: Concept) => {
    const tokens = meaningful(analyze(text));
    const key = joined(tokens);
    if (!key) return;
    concepts.set(key, concept);
    phrases.set(key, {
      display: tokens.map((token) => token.surface).join(''),
      spoken: tokens.map((token) => token.surface).join(' '),
      concept: true,
      brand: concept.facet === 'brand',
    });
    longest = Math.max(longest, tokens.length);
  };

  for (const { type, label } of PRODUCT_TYPES)
    for (const name of [type, ...namesInEveryLanguage(label)]) add(name, { facet: 'type', values: [type] });
  for (const [name, types] of Object.entries(vocabulary.typeGroups)) add(name, { facet: 'type', values: types });
  for (const { id, label } of GENDERS)
    for (const name of [id, ...namesInEveryLanguage(label)]) add(name, { facet: 'gender', values: [id] });
  const nearShapes = vocabulary.nearShapes as Record<string, string[]>;
  for (const { id, label } of FRAME_SHAPES) {
    const concept: Concept = { facet: 'shape', values: [id], ...(nearShapes[id] ? { near: nearShapes[id] } : {}) };
    for (const name of [id, ...namesInEveryLanguage(label)]) add(name, concept);
  }
  for (const feature of vocabulary.features) add(feature, { facet: 'feature', values: [featureKey(feature)] });

  // Aliases only for vendors the catalog has: a brand the shop does not sell narrows nothing.
  const aliases = new Map(
    Object.entries(brandAliases as Record<string, string[]>).map(([vendor, list]) => [vendor.toLowerCase(), list]),
  );
  for (const vendor of vendors) {
    const concept: Concept = { facet: 'brand', values: [vendor] };
    for (const name of [vendor, ...(aliases.get(vendor.toLowerCase()) ?? [])]) add(name, concept);
  }

  const synonyms = new Map<string, Token[]>();
  for (const [phrase, meaning] of Object.entries(synonymTable as Record<string, string>)) {
    const tokens = meaningful(analyze(phrase));
    const key = joined(tokens);
    synonyms.set(key, meaningful(analyze(meaning)));
    if (!phrases.has(key))
      phrases.set(key, {
        display: tokens.map((token) => token.surface).join(''),
        spoken: tokens.map((token) => token.surface).join(' '),
        concept: false,
        brand: false,
      });
    longest = Math.max(longest, tokens.length);
  }

  const rewrites = new Map<string, Token[] | null>([...concepts.keys()].map((key) => [key, null]));
  for (const [key, words] of synonyms) rewrites.set(key, words);

  const typeOnlyAlone = new Set(vocabulary.typeOnlyAlone.map((phrase) => joined(meaningful(analyze(phrase)))));

  return { synonyms, rewrites, concepts, phrases, longest, typeOnlyAlone };
}

/** How a feature is keyed on products and in concepts: 'Blue light' and 'blue-light' are 'bluelight'. */
export function featureKey(text: string): string {
  return joined(analyze(text));
}

export interface Segment<T, K extends Token = Token> {
  tokens: K[];
  /** The table's entry for these tokens; absent for a word that is in no phrase. */
  match?: T;
}

/**
 * Reads tokens left to right, taking the longest run of words whose joined form is in the table:
 * 'ray ban', 'ray-ban' and 'rayban' all find 'rayban'.
 */
export function segment<T, K extends Token = Token>(
  tokens: K[],
  table: ReadonlyMap<string, T>,
  longest: number,
): Segment<T, K>[] {
  const segments: Segment<T, K>[] = [];
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    for (let n = Math.min(longest, tokens.length - i); n >= 1 && taken === 0; n--) {
      const run = tokens.slice(i, i + n);
      const match = table.get(joined(run));
      if (match !== undefined) {
        segments.push({ tokens: run, match });
        taken = n;
      }
    }
    if (taken === 0) {
      segments.push({ tokens: [tokens[i]!] });
      taken = 1;
    }
    i += taken;
  }
  return segments;
}
