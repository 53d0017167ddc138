import type { MessageDescriptor } from '@lingui/core';
import MiniSearch from 'minisearch';
import { FRAME_SHAPES } from '~/lib/catalog/shapes';
import { GENDERS, PRODUCT_TYPES } from '~/lib/catalog/shop-types';
import { namesInEveryLanguage } from './shop-names';
import type { CatalogItem } from '~/lib/catalog/types';
import type { SearchableItem } from '../to-item';
import { analyze, codeParts, codeTails, hasDigit, phraseKey, terms, type Token } from './analyze';
import { buildFacets } from './facets';
import { buildLexicon, meaningful, segment, type Concept, type Segment } from './lexicon';
import { buildVocabulary, type Reach } from './spelling';

/**
 * Full-text search over the catalog (SPEC §9: price, title, vendor, then the metafields
 * color-pattern, age-group, eyewear-frame-design, target-gender, fabric; plus the Arabic name,
 * model codes and lens and frame features).
 *
 * A query is read in steps: words the shop does not know are respelt ('rayben'), a half-typed
 * last word is completed when it can only be one name ('sungl'), synonyms become the shop's words
 * ('shades' → 'sunglasses'), words that name a type, gender, shape, brand or feature narrow the
 * results to products that have it, and the other words must each match the text (prefixes
 * included, so suggestions work as you type).
 */
export interface SearchOutcome {
  /**
   * Best first: concept matches (men's before unisex for 'men'), then those whose title names the
   * concept ('Aviator Classic' for 'aviator'), then text relevance or the catalog's order.
   */
  items: CatalogItem[];
  /**
   * The query as search understood it, when a word was respelt: with results, what they are for;
   * with none, a query that has some (unknown words left out).
   */
  didYouMean: string | null;
}

export interface SearchOptions {
  /**
   * With no results, look further for a query that has some (more edits, unknown words left out).
   * The results page wants it; suggestions, asked on every keystroke, skip it.
   */
  offerCorrection?: boolean;
}

export interface CatalogSearch {
  search(query: string, options?: SearchOptions): SearchOutcome;
}

interface Doc {
  id: number;
  price: string;
  title: string;
  vendor: string;
  model: string;
  meta: string;
  features: string;
  arabic: string;
}

/** Known words a half-typed one may stand for before it counts as ambiguous. */
const COMPLETIONS = 25;

const FIELDS = ['price', 'title', 'vendor', 'model', 'meta', 'features', 'arabic'] as const;
/** SPEC §9's order of importance; model codes weigh like titles, which they come from. */
const BOOST = { price: 4, title: 3, model: 3, vendor: 2, meta: 1, features: 1, arabic: 1 };

/**
 * 'PR 17WS' is typed as 'pr17ws', 'pr 17ws' or '17ws'; 'RB1369' as 'rb1369', 'rb 1369' or '1369';
 * 'GG0162S' as 'gg0162s', 'gg 0162s', 'GG-0162S' or '0162s'.
 */
function modelTerms(title: string): string[] {
  const words = terms(title);
  const out: string[] = [];
  words.forEach((word, i) => {
    if (!hasDigit(word)) return;
    out.push(word, ...codeParts(word), ...codeTails(word));
    const before = words[i - 1];
    if (before && !hasDigit(before) && before.length <= 4) out.push(before + word);
  });
  return out;
}

/** The product's titles: on a page in another language, the shop's own title too ('Classic' on an Arabic page). */
const titlesOf = (item: SearchableItem) =>
  item.baseTitle && item.baseTitle !== item.title ? [item.title, item.baseTitle] : [item.title];

function toDoc(item: SearchableItem, id: number): Doc {
  // Prices as the shopper may type them: '1250', '1250.5', and the AED figure in any market.
  const prices = new Set([item.price, Math.round(item.price), item.priceAed, Math.round(item.priceAed)].map(String));
  const named = <T extends { label: MessageDescriptor }>(list: readonly T[], match: (entry: T) => boolean) =>
    list.filter(match).flatMap((entry) => namesInEveryLanguage(entry.label));
  return {
    id,
    price: [...prices].join(' '),
    title: [...titlesOf(item), item.productType, ...named(PRODUCT_TYPES, (t) => t.type === item.productType)].join(' '),
    // 'rayban' as one word too, so it matches while it is still being typed ('rayb').
    vendor: `${item.vendor} ${phraseKey(item.vendor)}`,
    model: [...new Set(titlesOf(item).flatMap(modelTerms))].join(' '),
    meta: [
      ...item.colorPatterns,
      ...item.ageGroups,
      ...item.frameDesigns,
      ...named(FRAME_SHAPES, (s) => item.frameDesigns.includes(s.id)),
      ...item.gender,
      ...named(GENDERS, (g) => item.gender.includes(g.id)),
      ...item.fabrics,
      ...(item.facetNames ?? []),
    ].join(' '),
    features: [...item.tags, ...item.lensEffects, ...item.rimTypes].join(' '),
    arabic: item.arabicName,
  };
}

/** A query's word after synonyms, with the phrase it was typed as when a synonym wrote it ('half rim' → 'semi rimless'). */
type Rewritten = Token & { from?: string };

/** Concepts a product's own words may name when its data does not: 'Lifted Oval', 'Round Metal' on a titanium frame. */
const SAID_FACETS = new Set<Concept['facet']>(['shape', 'feature']);

export function buildSearch(items: SearchableItem[]): CatalogSearch {
  // Text is analysed once, the same way for products and queries (./analyze.ts): indexing keeps the
  // catalog's words for spelling correction, and query terms arrive analysed.
  const catalogWords: Token[] = [];
  const index = new MiniSearch<Doc>({
    fields: [...FIELDS],
    tokenize: (text) => {
      const tokens = analyze(text);
      catalogWords.push(...tokens);
      return tokens.map((token) => token.term);
    },
    processTerm: (term) => term,
    searchOptions: { boost: BOOST, combineWith: 'AND', tokenize: (term) => [term], processTerm: (term) => term },
  });
  index.addAll(items.map(toDoc));

  const facets = buildFacets(items);
  const lexicon = buildLexicon(new Set(items.map((item) => item.vendor)));
  const titleTerms = items.map((item) => new Set(titlesOf(item).flatMap(terms)));
  // Runs of a title's words, joined as phrase keys are ('Cat-Eye' is 'cateye'): which products' own titles name a concept.
  const titlePhrases = new Map<string, Set<number>>();
  items.forEach((item, position) => {
    for (const title of titlesOf(item)) {
      const words = terms(title);
      for (let i = 0; i < words.length; i++)
        for (let n = 1; n <= lexicon.longest && i + n <= words.length; n++) {
          const key = words.slice(i, i + n).join('');
          let set = titlePhrases.get(key);
          if (!set) titlePhrases.set(key, (set = new Set()));
          set.add(position);
        }
    }
  });
  const vocabulary = buildVocabulary(catalogWords, lexicon.phrases);
  catalogWords.length = 0;

  /** Products whose titles say any of these phrase keys. */
  function saying(keys: Iterable<string>): ReadonlySet<number> {
    const found = new Set<number>();
    for (const key of keys) for (const position of titlePhrases.get(key) ?? []) found.add(position);
    return found;
  }

  /** A query's concepts, the words that named them, whose titles name them, and its other words. */
  function read(rewritten: Rewritten[]) {
    const concepts: Concept[] = [];
    const said: (ReadonlySet<number> | undefined)[] = [];
    const named: string[] = [];
    const words: string[] = [];
    for (const part of segment(rewritten, lexicon.concepts, lexicon.longest)) {
      const terms = part.tokens.map((token) => token.term);
      if (part.match) {
        concepts.push(part.match);
        // In the shop's words or as typed: 'half rim' is semi-rimless, and 'Half-Rim' titles say so.
        const keys = new Set([terms.join(''), ...part.tokens.flatMap((token) => (token.from ? [token.from] : []))]);
        said.push(SAID_FACETS.has(part.match.facet) ? saying(keys) : undefined);
        named.push(...terms);
      } else words.push(...terms);
    }
    return { concepts, said, named, words };
  }

  /**
   * Synonyms applied, then concepts read. A phrase that names a type only on its own ('frame') is
   * left out when another type is named: 'black frame sunglasses' is black sunglasses.
   */
  function understand(tokens: Token[]) {
    const parts = segment(tokens, lexicon.rewrites, lexicon.longest);
    const rewrite = (list: Segment<Token[] | null>[]): Rewritten[] =>
      list.flatMap((part) => {
        if (!part.match) return part.tokens;
        const from = part.tokens.map((token) => token.term).join('');
        return part.match.map((token) => ({ ...token, from }));
      });
    const alone = (part: Segment<Token[] | null>) => lexicon.typeOnlyAlone.has(part.tokens.map((token) => token.term).join(''));
    if (parts.some(alone)) {
      const without = read(rewrite(parts.filter((part) => !alone(part))));
      if (without.concepts.some((concept) => concept.facet === 'type')) return without;
    }
    return read(rewrite(parts));
  }

  /** Products for tokens already respelt: concepts filter, the other words must each match. */
  function find(tokens: Token[]): CatalogItem[] {
    const { concepts, said, named, words } = understand(tokens);
    const allowed = facets.match(concepts, said);
    const penalty = (position: number) => allowed?.get(position) ?? 0;
    // A product whose own title says what was asked for ('Aviator Classic' for 'aviator') comes first.
    const unsaid = (position: number) => named.filter((term) => !titleTerms[position]!.has(term)).length;
    let positions: number[];
    if (words.length === 0) {
      positions = allowed ? [...allowed.keys()].sort((a, b) => a - b) : items.map((_, position) => position);
    } else {
      const hits = index.search(
        {
          combineWith: 'AND',
          // Any word from two letters on may be half typed ('avia'); one letter only matches itself.
          queries: words.map((word) => ({ queries: [word], prefix: word.length >= 2 })),
        },
        allowed ? { filter: (hit) => allowed.has(hit.id as number) } : {},
      );
      positions = hits.map((hit) => hit.id as number);
    }
    return positions
      .map((position, order) => ({ position, order }))
      .sort((a, b) => penalty(a.position) - penalty(b.position) || unsaid(a.position) - unsaid(b.position) || a.order - b.order)
      .map(({ position }) => items[position]!);
  }

  /**
   * Each unknown word respelt within reach; with `drop`, one that cannot be is left out ('cheap
   * sunglasses'). Among equally near spellings, one that makes a phrase with its neighbour wins:
   * 'jimy choo' is 'jimmy choo'.
   */
  function respell(tokens: Token[], reach: Reach, drop = false): { tokens: Token[]; changed: boolean } {
    let changed = false;
    const out: Token[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const whole = respellTogether(tokens, i, reach);
      if (whole) {
        out.push(whole.token);
        changed = true;
        i += whole.length - 1;
        continue;
      }
      if (vocabulary.knows(token.term)) {
        out.push(token);
        continue;
      }
      const options = vocabulary.corrections(token.term, reach);
      const before = out.at(-1)?.term ?? '';
      const after = tokens[i + 1]?.term ?? '';
      const fixed =
        options.find((o) => lexicon.phrases.has(before + o.term) || lexicon.phrases.has(o.term + after)) ?? options[0];
      if (fixed || drop) changed = true;
      if (fixed) out.push(fixed);
      else if (!drop) out.push(token);
    }
    return { tokens: out, changed };
  }

  /**
   * A brand (or another lexicon phrase) typed in pieces with a slip in one, respelt as a whole:
   * 'ray ben' and 'rai ban' are 'rayban', though 'ben' alone is too short to respell and is a
   * step from 'men'. Brands first. Runs of known words, or with a one-letter word (still being
   * typed: 'gucci c'), are left to the word-by-word reading.
   */
  function respellTogether(tokens: Token[], start: number, reach: Reach): { token: Token; length: number } | null {
    for (let n = Math.min(lexicon.longest, tokens.length - start); n >= 2; n--) {
      const run = tokens.slice(start, start + n);
      if (run.some((token) => token.term.length < 2) || run.every((token) => vocabulary.knows(token.term))) continue;
      const key = run.map((token) => token.term).join('');
      if (lexicon.phrases.has(key)) continue;
      const options = vocabulary.corrections(key, reach).filter((option) => lexicon.phrases.has(option.term));
      const fixed = options.find((option) => lexicon.phrases.get(option.term)!.brand) ?? options[0];
      // Shown in words, as it was typed: 'jimmy choo' for 'jimy choo'.
      if (fixed)
        return { token: { term: fixed.term, surface: lexicon.phrases.get(fixed.term)!.spoken ?? fixed.surface }, length: n };
    }
    return null;
  }

  /** What a lexicon phrase stands for: its concept, or the words a synonym becomes. */
  function meaning(key: string): string | undefined {
    const concept = lexicon.concepts.get(key);
    if (concept) return `${concept.facet}:${concept.values.join('|')}`;
    const synonym = lexicon.synonyms
      .get(key)
      ?.map((token) => token.term)
      .join('');
    return synonym === undefined ? undefined : (meaning(synonym) ?? `words:${synonym}`);
  }

  /**
   * The last words as a shopper may still be typing them: 'sungl' and 'eye gla' already mean
   * sunglasses and eyeglasses when every word the shop knows that starts so means that. 'blu'
   * stays text (it may be the colour).
   */
  function complete(tokens: Token[]): Token[] {
    const last = tokens.at(-1);
    if (!last || vocabulary.has(last.term)) return tokens;
    for (let n = Math.min(lexicon.longest, tokens.length); n >= 1; n--) {
      const run = tokens.slice(-n);
      const prefix = run.map((token) => token.term).join('');
      if (prefix.length < 3) continue;
      const words = vocabulary.startingWith(prefix, COMPLETIONS);
      if (words === null) return tokens;
      if (words.length === 0) continue;
      const meanings = new Set(words.map(meaning));
      const [only] = meanings;
      if (meanings.size > 1 || only === undefined) return tokens;
      return [...tokens.slice(0, -n), { term: words[0]!, surface: run.map((token) => token.surface).join(' ') }];
    }
    return tokens;
  }

  const spoken = (tokens: Token[]) => tokens.map((token) => token.surface).join(' ');

  return {
    search(query, { offerCorrection = true } = {}) {
      // Only an empty query lists everything: one of only small words, marks or emoji finds nothing.
      if (query.trim() === '') return { items, didYouMean: null };
      const typed = meaningful(analyze(query));
      if (typed.length === 0) return { items: [], didYouMean: null };
      const close = respell(typed, 'close');
      const found = find(complete(close.tokens));
      if (found.length > 0 || !offerCorrection) return { items: found, didYouMean: close.changed ? spoken(close.tokens) : null };
      // Nothing found: offer a query that finds something, respelt further or without the words nobody sells.
      for (const offer of [respell(typed, 'far'), respell(typed, 'close', true)]) {
        if (offer.changed && offer.tokens.length > 0 && find(offer.tokens).length > 0)
          return { items: [], didYouMean: spoken(offer.tokens) };
      }
      return { items: [], didYouMean: null };
    },
  };
}
