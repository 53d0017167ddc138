import SearchableMap from 'minisearch/SearchableMap';
import { analyze, hasDigit, type Token } from './analyze';

/**
 * The words the catalog and the lexicon know, and the nearest of them to a word that is not one:
 * 'rayben' → 'rayban', 'avaitor' → 'aviator', 'نضارات' → 'نظارات'. 'close' is what search applies
 * by itself; 'far' (one edit more, and unknown words dropped) is only offered as 'Did you mean'.
 */
export type Reach = 'close' | 'far';

interface Entry {
  /** How many products use the word; lexicon phrases count as very common. */
  weight: number;
  /** How to show the word: its first spelling in the catalog, or the phrase as written in the lexicon. */
  display: string;
  phrase: boolean;
  brand: boolean;
}

export interface Vocabulary {
  has(term: string): boolean;
  /** The known words that start with `prefix`, or null when there are more than `limit`. */
  startingWith(prefix: string, limit: number): string[] | null;
  /** A known word, or the start of one (a shopper still typing). */
  knows(term: string): boolean;
  /** Known words within reach of an unknown one, best first: the fewest edits, then brand and type names, then the commonest. */
  corrections(term: string, reach: Reach): Token[];
}

/** Lexicon phrases outrank catalog words at the same distance, and the shop's own names outrank synonyms ('sunglasses' over 'sunglass'). */
const CONCEPT_WEIGHT = 2_000_000;
const SYNONYM_WEIGHT = 1_000_000;
/** Corrections remembered per vocabulary: shoppers make the same slips, and suggestions ask on every keystroke. */
const REMEMBERED = 2_000;

/** The most edits any known word may be from a word of this length. */
function widestEdits(length: number, reach: Reach): number {
  if (reach === 'far') return length >= 6 ? 3 : length >= 4 ? 2 : length >= 3 ? 1 : 0;
  return length >= 4 ? 2 : 0;
}

/**
 * Edits allowed between a typed word and a known one. Brand and type names get more from 6
 * letters ('raiben'), brand names from 4 ('gooci', 'okly'): shoppers spell them by ear. Two edits on
 * a short word only count when its first letter is right, which shoppers rarely get wrong: 'raibn'
 * is 'rayban', but 'dior' is not 'air'.
 */
function allowedEdits(term: string, known: string, entry: Entry, reach: Reach): number {
  const length = term.length;
  const sameStart = term[0] === known[0];
  if (reach === 'far') return length >= 6 ? 3 : length >= 4 ? (sameStart ? 2 : 1) : length >= 3 ? 1 : 0;
  if (length >= 7 || (entry.phrase && length >= 6)) return 2;
  if (entry.brand && length >= 4 && sameStart) return 2;
  return length >= 4 ? 1 : 0;
}

/**
 * Optimal string alignment distance: Levenshtein plus a swap of two neighbouring letters as one
 * edit ('avaitor'), the commonest typing slip. MiniSearch's fuzzy search counts a swap as two.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row[j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

export interface Phrase {
  display: string;
  /** Its words apart, as a phrase typed in pieces is shown respelt: 'jimmy choo', 'ray ban'. */
  spoken?: string;
  /** A name the shop uses (type, gender, shape, brand, feature) rather than a synonym for one. */
  concept: boolean;
  /** A brand's name or alias. */
  brand: boolean;
}

export function buildVocabulary(catalogTokens: Iterable<Token>, phrases: ReadonlyMap<string, Phrase>): Vocabulary {
  const counted = new Map<string, Entry>();
  for (const { term, surface } of catalogTokens) {
    const entry = counted.get(term);
    if (entry) entry.weight++;
    else counted.set(term, { weight: 1, display: surface, phrase: false, brand: false });
  }
  for (const [key, { display, concept, brand }] of phrases) {
    counted.set(key, { weight: concept ? CONCEPT_WEIGHT : SYNONYM_WEIGHT, display, phrase: true, brand });
  }
  // A phrase typed in its words is read after the spelling: each of its words is known too, or an
  // Arabic phrase on an English page ('بدون إطار') had 'اطار' respelt as a brand before it was read.
  for (const { spoken } of phrases.values()) {
    const parts = spoken ? analyze(spoken) : [];
    if (parts.length < 2) continue;
    for (const { term, surface } of parts)
      if (!counted.has(term)) counted.set(term, { weight: 1, display: surface, phrase: false, brand: false });
  }
  const words = new SearchableMap<Entry>();
  for (const [term, entry] of counted) words.set(term, entry);

  /** Known words within reach of a misspelt one, best first. */
  function nearest(term: string, reach: Reach): Token[] {
    const widest = widestEdits(term.length, reach);
    if (widest === 0) return [];
    const found = new Map<string, Entry>();
    for (const [key, [entry]] of words.fuzzyGet(term, widest)) found.set(key, entry);
    // Levenshtein counts a swap of neighbours as two edits; undo each swap and look again.
    for (let i = 0; i + 1 < term.length; i++) {
      const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
      for (const [key, [entry]] of words.fuzzyGet(swapped, widest - 1)) found.set(key, entry);
    }
    const candidates: Candidate[] = [];
    for (const [key, entry] of found) {
      if (hasDigit(key)) continue;
      const distance = editDistance(term, key);
      if (distance > 0 && distance <= allowedEdits(term, key, entry, reach)) candidates.push({ key, entry, distance });
    }
    return candidates.sort(compare).map(({ key, entry }) => ({ term: key, surface: entry.display }));
  }
  const remembered = new Map<string, Token[]>();

  return {
    has: (term) => words.has(term),
    startingWith(prefix, limit) {
      const found: string[] = [];
      for (const key of words.atPrefix(prefix).keys()) {
        if (found.length === limit) return null;
        found.push(key);
      }
      return found;
    },
    knows(term) {
      if (words.has(term)) return true;
      if (term.length < 2) return false;
      for (const _ of words.atPrefix(term).keys()) return true;
      return false;
    },
    corrections(term, reach) {
      if (hasDigit(term)) return [];
      const key = `${reach}:${term}`;
      let found = remembered.get(key);
      if (found === undefined) {
        found = nearest(term, reach);
        if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
        remembered.set(key, found);
      }
      return found;
    },
  };
}

interface Candidate {
  key: string;
  entry: Entry;
  distance: number;
}

function compare(a: Candidate, b: Candidate): number {
  return a.distance - b.distance || b.entry.weight - a.entry.weight || b.key.length - a.key.length || (a.key < b.key ? -1 : 1);
}
