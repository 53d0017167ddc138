/**
 * The `products(query:, sortKey:)` search of the Storefront API over the in-memory catalog.
 * Supported syntax (Shopify's search syntax, subset): terms joined by AND (explicit or implicit)
 * and OR, grouped with parentheses, `NOT term` or `-term`, `field:value`, `field:"quoted value"`, a trailing `*` for
 * prefix matching, and comparisons `variants.price:>100` (AED). Fields: product_type, vendor,
 * title, tag, tag_not, handle, sku, available_for_sale, variants.price (or price),
 * created_at/updated_at (ISO dates with > < >= <=). Anything else is free text, matched against
 * title, vendor, product type, tags and description.
 */
import { badArgument } from '../graphql/errors.ts';
import type { CatalogProduct } from './cache.ts';

export interface Term {
  field: string | null;
  value: string;
  comparator: '' | '>' | '<' | '>=' | '<=';
}

/** A parsed query: terms combined with AND, OR and NOT, grouped as the parentheses say. */
export type QueryNode =
  | { kind: 'term'; term: Term }
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode };

/** Null matches everything (an empty query). */
export type ParsedQuery = QueryNode | null;

/**
 * Groups and NOTs nest at most this deep: each level is a frame of the parser and of every walk of
 * the parsed query, and a query of thousands of '(' would otherwise overflow the stack.
 */
export const MAX_QUERY_NESTING = 32;
/**
 * The longest query and the most terms in one: each term is matched against every product's text,
 * and a document may hold a hundred aliased searches, so what one search may cost is bounded
 * (far above what a search box or a storefront's filter sends).
 */
export const MAX_QUERY_LENGTH = 1_000;
export const MAX_QUERY_TERMS = 50;

/**
 * A quoted value runs to its closing quote or, left open, to the end of the query: were an open
 * quote no token, every later quote would rescan the rest of the query, quadratic in its length.
 */
const TOKEN = /\(|\)|"(?:[^"\\]|\\[\s\S])*(?:"|\\?$)|(?:[^\s()"]|"(?:[^"\\]|\\[\s\S])*(?:"|\\?$))+/g;
const TERM = /^(-?)(?:([a-z_.]+):)?(>=|<=|>|<)?(.*)$/is;
const QUOTED_VALUE = /^"((?:[^"\\]|\\[\s\S])*)(?:"|\\?)$/;

/** A value in quotes (closed or not) without them, its escapes undone; any other value as it is. */
function unquoted(raw: string): string {
  const inside = QUOTED_VALUE.exec(raw)?.[1];
  return inside === undefined ? raw : inside.replace(/\\([\s\S])/g, '$1');
}

function termNode(token: string): QueryNode | null {
  const [, minus, field, comparator, raw] = TERM.exec(token) ?? [];
  const value = unquoted(raw ?? '');
  if (!value && !field) return null;
  const node: QueryNode = {
    kind: 'term',
    term: { field: field ? field.toLowerCase() : null, value, comparator: (comparator ?? '') as Term['comparator'] },
  };
  return minus === '-' ? { kind: 'not', child: node } : node;
}

/**
 * Precedence as in Shopify's search syntax: NOT binds tightest, then AND (also implied by a
 * space), then OR; parentheses group. Unbalanced parentheses are forgiven rather than refused;
 * nesting past MAX_QUERY_NESTING is refused (ARGUMENT_INVALID).
 */
export function parseQuery(query: string): ParsedQuery {
  checkQueryLength(query);
  const tokens = query.match(TOKEN) ?? [];
  let i = 0;
  const combine = (kind: 'and' | 'or', children: QueryNode[]): QueryNode | null =>
    children.length === 0 ? null : children.length === 1 ? children[0]! : { kind, children };

  function parseOr(depth: number): QueryNode | null {
    const children: QueryNode[] = [];
    for (;;) {
      const group = parseAnd(depth);
      if (group) children.push(group);
      if (tokens[i] === 'OR') i++;
      else return combine('or', children);
    }
  }
  function parseAnd(depth: number): QueryNode | null {
    const children: QueryNode[] = [];
    while (i < tokens.length && tokens[i] !== 'OR' && tokens[i] !== ')') {
      if (tokens[i] === 'AND') {
        i++;
        continue;
      }
      const node = parseUnary(depth);
      if (node) children.push(node);
    }
    return combine('and', children);
  }
  function parseUnary(depth: number): QueryNode | null {
    if (depth > MAX_QUERY_NESTING) throw badArgument(`Search query nests more than ${MAX_QUERY_NESTING} levels deep`);
    const token = tokens[i++]!;
    if (token === 'NOT') {
      const operand = i < tokens.length && tokens[i] !== ')' && tokens[i] !== 'OR' ? parseUnary(depth + 1) : null;
      return operand && { kind: 'not', child: operand };
    }
    if (token === '-' && tokens[i] === '(') {
      const group = parseUnary(depth + 1);
      return group && { kind: 'not', child: group };
    }
    if (token === '(') {
      const inner = parseOr(depth + 1);
      if (tokens[i] === ')') i++;
      return inner;
    }
    return termNode(token);
  }

  const first = parseOr(0);
  // A stray ')' ends a group early; keep reading what follows it as more terms.
  const rest: QueryNode[] = first ? [first] : [];
  while (i < tokens.length) {
    i++;
    const more = parseOr(0);
    if (more) rest.push(more);
  }
  const parsed = combine('and', rest);
  checkTermCount(allTerms(parsed).length);
  return parsed;
}

/** Refuses a search query past MAX_QUERY_LENGTH (ARGUMENT_INVALID), before any work on it. */
export function checkQueryLength(query: string): void {
  if (query.length > MAX_QUERY_LENGTH) throw badArgument(`Search query is longer than ${MAX_QUERY_LENGTH} characters`);
}

/** Refuses a search query of more than MAX_QUERY_TERMS terms (ARGUMENT_INVALID). */
export function checkTermCount(terms: number): void {
  if (terms > MAX_QUERY_TERMS) throw badArgument(`Search query has more than ${MAX_QUERY_TERMS} terms`);
}

/** Every term that must hold (not under a NOT): what ranks results and says which facts are needed. */
export function positiveTerms(node: ParsedQuery): Term[] {
  if (!node) return [];
  switch (node.kind) {
    case 'term':
      return [node.term];
    case 'not':
      return [];
    default:
      return node.children.flatMap(positiveTerms);
  }
}

/** Every term, negated or not. */
export function allTerms(node: ParsedQuery): Term[] {
  if (!node) return [];
  if (node.kind === 'term') return [node.term];
  if (node.kind === 'not') return allTerms(node.child);
  return node.children.flatMap(allTerms);
}

/** Case-insensitive equality, or prefix match when the pattern ends with '*'. */
function matchesText(actual: string, pattern: string): boolean {
  const a = actual.toLowerCase();
  const p = pattern.toLowerCase();
  return p.endsWith('*') ? a.startsWith(p.slice(0, -1)) : a === p;
}

/** Whether lower-cased text holds a word (a trailing '*' dropped). */
function containsWord(lowerCased: string, word: string): boolean {
  return lowerCased.includes(word.toLowerCase().replace(/\*$/, ''));
}

function compare(actual: number, comparator: Term['comparator'], expected: number): boolean {
  switch (comparator) {
    case '>':
      return actual > expected;
    case '<':
      return actual < expected;
    case '>=':
      return actual >= expected;
    case '<=':
      return actual <= expected;
    default:
      return actual === expected;
  }
}

export interface SearchFacts {
  /** Whether any variant of the product has stock. */
  available(product: CatalogProduct): boolean;
}

/**
 * A product's free text, lower-cased once when the catalog loads: every term of every search is
 * matched against it, product by product.
 */
export interface SearchText {
  title: string;
  /** Vendor, product type and tags. */
  facets: string;
  description: string;
  /** All of the above: what a term without a field is matched against. */
  all: string;
}

export function searchText(
  product: Pick<CatalogProduct, 'title' | 'vendor' | 'productType' | 'tags' | 'description'>,
): SearchText {
  const title = product.title.toLowerCase();
  const facets = [product.vendor, product.productType, ...product.tags].join(' ').toLowerCase();
  const description = product.description.toLowerCase();
  return { title, facets, description, all: `${title} ${facets} ${description}` };
}

function termMatches(product: CatalogProduct, term: Term, facts: SearchFacts): boolean {
  const { value } = term;
  switch (term.field) {
    case null:
      return containsWord(product.searchText.all, value);
    case 'product_type':
      return matchesText(product.productType, value);
    case 'vendor':
      return matchesText(product.vendor, value);
    case 'title':
      return containsWord(product.searchText.title, value);
    case 'tag':
      return product.tags.some((tag) => matchesText(tag, value));
    case 'tag_not':
      return !product.tags.some((tag) => matchesText(tag, value));
    case 'handle':
      return matchesText(product.handle, value);
    case 'sku':
      return product.variants.some((v) => matchesText(v.sku, value));
    case 'available_for_sale':
      return facts.available(product) === (value.toLowerCase() === 'true');
    case 'price':
    case 'variants.price': {
      const fils = Math.round(Number(value) * 100);
      return product.variants.some((v) => compare(v.priceFils, term.comparator, fils));
    }
    case 'created_at':
    case 'updated_at': {
      const date = product[term.field === 'created_at' ? 'createdAt' : 'updatedAt'].getTime();
      return compare(date, term.comparator || '>=', Date.parse(value));
    }
    default:
      // Unknown fields are searched as text, as Shopify falls back to a full-text match.
      return containsWord(product.searchText.all, `${term.field}:${value}`) || containsWord(product.searchText.all, value);
  }
}

export function matchesQuery(product: CatalogProduct, node: ParsedQuery, facts: SearchFacts): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'term':
      return termMatches(product, node.term, facts);
    case 'not':
      return !matchesQuery(product, node.child, facts);
    case 'and':
      return node.children.every((child) => matchesQuery(product, child, facts));
    case 'or':
      return node.children.some((child) => matchesQuery(product, child, facts));
  }
}

/** Free-text relevance: title hits weigh most, then vendor/type/tags, then the description. */
export function relevance(product: CatalogProduct, parsed: ParsedQuery): number {
  let score = 0;
  for (const term of positiveTerms(parsed)) {
    if (term.field !== null && term.field !== 'title') continue;
    if (containsWord(product.searchText.title, term.value)) score += 5;
    if (containsWord(product.searchText.facets, term.value)) score += 2;
    if (containsWord(product.searchText.description, term.value)) score += 1;
  }
  return score;
}

export type ProductSortKey =
  'TITLE' | 'PRICE' | 'CREATED_AT' | 'UPDATED_AT' | 'BEST_SELLING' | 'RELEVANCE' | 'ID' | 'PRODUCT_TYPE' | 'VENDOR';

export interface SortFacts {
  unitsSold(product: CatalogProduct): number;
  relevance(product: CatalogProduct): number;
}

/** Sorts ascending like Shopify (BEST_SELLING and RELEVANCE best first); ties fall back to id. */
export function sortProducts(products: CatalogProduct[], sortKey: ProductSortKey, facts: SortFacts): CatalogProduct[] {
  const minPrice = (p: CatalogProduct) => Math.min(...p.variants.map((v) => v.priceFils));
  const by: Record<ProductSortKey, (a: CatalogProduct, b: CatalogProduct) => number> = {
    TITLE: (a, b) => a.title.localeCompare(b.title),
    PRICE: (a, b) => minPrice(a) - minPrice(b),
    CREATED_AT: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    UPDATED_AT: (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime(),
    BEST_SELLING: (a, b) => facts.unitsSold(b) - facts.unitsSold(a),
    RELEVANCE: (a, b) => facts.relevance(b) - facts.relevance(a),
    ID: () => 0,
    PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType),
    VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
  };
  return [...products].sort((a, b) => by[sortKey](a, b) || a.id - b.id);
}
