/**
 * How search reads text, the same way for the catalog and for what a shopper types: one case,
 * one spelling of each Arabic letter shoppers use interchangeably, no diacritics, words split at
 * anything that is not a letter or a digit ('ray-ban', 'd&g'), and a light Arabic stem so that
 * 'النظارات' and 'نظارة' are one word. A stemmer built for prose (Snowball's) strips too much from
 * brand names written in Arabic letters ('برادا' → 'راد'), hence this small one.
 */

export interface Token {
  /** What is indexed and compared: normalised and stemmed. */
  term: string;
  /** The word as written, in lower case: what 'Did you mean' shows. */
  surface: string;
}

const ARABIC_LETTER_VARIANTS: [RegExp, string][] = [
  [/[\u064B-\u065F\u0670\u0640]/g, ''], // harakat, superscript alef, tatweel
  [/[أإآٱ]/g, 'ا'],
  [/ة/g, 'ه'],
  [/ى/g, 'ي'],
  [/ؤ/g, 'و'],
  [/ئ/g, 'ي'],
];

const EASTERN_DIGITS = /[٠-٩۰-۹]/g;

/**
 * Lower case, compatibility forms folded (full-width 'ｒａｙｂａｎ' and 'ＲＢ１３６９', Arabic presentation
 * forms and ligatures), Arabic letter variants unified, Latin accents and Arabic-Indic digits made plain.
 */
export function normalizeText(text: string): string {
  let out = text.normalize('NFKC').toLowerCase();
  for (const [pattern, replacement] of ARABIC_LETTER_VARIANTS) out = out.replace(pattern, replacement);
  out = out.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
  // Arabic first: NFD would split 'أ' into alef + hamza, which the line above already folded.
  return out.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const ARABIC = /[\u0621-\u064A]/;
const PLAIN = /^[a-z0-9]*$/;
/** The article and the prepositions fused with it, longest first. */
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];

/** 'النظارات' → 'نظار', 'نظاره' → 'نظار', 'شمسيه' → 'شمسي'; short words are left whole. */
export function stemArabic(word: string): string {
  let stem = word;
  const prefix = ARABIC_PREFIXES.find((p) => stem.startsWith(p) && stem.length - p.length >= 2);
  if (prefix) stem = stem.slice(prefix.length);
  if (stem.length >= 5 && stem.endsWith('ات')) return stem.slice(0, -2);
  if (stem.length >= 4 && stem.endsWith('ه')) return stem.slice(0, -1);
  return stem;
}

/** A run of digits and the separators between them: '2,600.00', '50.20.140', '2.0.1'. */
const NUMBER_RUN = /\p{Nd}+(?:[,٬.٫]\p{Nd}+)*/gu;
/** A run that is one price: thousands in threes or none, then at most one decimal part. */
const PRICE = /^(\p{Nd}{1,3}(?:[,٬]\p{Nd}{3})+|\p{Nd}+)(?:[.٫](\p{Nd}+))?$/u;

/**
 * Numbers as the shop writes prices, read as the index keeps them: thousands separators dropped
 * ('2,600' → '2600') and zeros after the decimal point ('2,600.00' → '2600', KWD '18.500' → '18.5').
 * Any other run of numbers (a frame's size '52-18-145' written '52,18,145' or '50.20.140', a version
 * '2.0.1') is left whole, to split into its numbers.
 */
function plainNumbers(text: string): string {
  return text.replace(NUMBER_RUN, (run) => {
    const price = PRICE.exec(run);
    if (!price) return run;
    const whole = price[1]!.replace(/[,٬]/g, '');
    const fraction = (price[2] ?? '').replace(/[0٠۰]+$/u, '');
    return fraction ? `${whole}.${fraction}` : whole;
  });
}

/** Every word of a text, in order. Marks count as part of a word, so 'نَظّارة' stays one. */
export function analyze(text: string): Token[] {
  const tokens: Token[] = [];
  // Compatibility forms first, so full-width letters and digits split and read as plain ones.
  for (const word of plainNumbers(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)) {
    // Most catalog words are plain ASCII: skip the Unicode work for them (index builds read every word).
    const plain = PLAIN.test(word) ? word : normalizeText(word).replace(/[^\p{L}\p{N}]/gu, '');
    if (plain) tokens.push({ surface: word, term: ARABIC.test(plain) ? stemArabic(plain) : plain });
  }
  return tokens;
}

export function terms(text: string): string[] {
  return analyze(text).map((token) => token.term);
}

/** A phrase as one key, spaces dropped: 'Ray-Ban', 'ray ban' and 'rayban' are all 'rayban'. */
export function phraseKey(text: string): string {
  return terms(text).join('');
}

export const hasDigit = (term: string) => /\p{N}/u.test(term);

/** A model code's parts: 'rb1369' → ['rb', '1369'], 'gg0162s' → ['gg', '0162', 's']. */
export function codeParts(term: string): string[] {
  return term.match(/\p{L}+|\p{N}+/gu) ?? [];
}

/**
 * A model code from each of its digit runs to its end, as shoppers type it after a space or a
 * hyphen: 'gg0162s' → ['0162s'], 'ca501c' → ['501c']. Runs that are already a part alone are left out.
 */
export function codeTails(term: string): string[] {
  const tails: string[] = [];
  for (const match of term.matchAll(/\p{N}+/gu)) {
    const tail = term.slice(match.index);
    if (tail !== match[0] && tail !== term) tails.push(tail);
  }
  return tails;
}
