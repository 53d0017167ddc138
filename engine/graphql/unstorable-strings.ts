/**
 * Strings PostgreSQL cannot store: its text holds no U+0000, and neither text nor jsonb holds a
 * lone UTF-16 surrogate (half of a pair, which JSON may carry as `"\ud800"`). Such a string failed
 * deep in a write (an INTERNAL_SERVER_ERROR, perhaps after other writes) or, worse, matched nothing
 * in a read. It is refused up front instead, as a bad argument that names the cause, wherever it
 * comes: a literal in the document or a variable.
 */
import { BREAK, GraphQLError, Kind, visit, type ASTNode, type DocumentNode } from 'graphql';

const NULL_CHARACTER = '\u0000';
/** With the `u` flag a pair reads as one code point, so only a lone surrogate is one of these. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a string cannot be stored, or null when it can. */
function flaw(value: string): string | null {
  if (value.includes(NULL_CHARACTER)) return 'Strings may not contain the null character (U+0000)';
  if (LONE_SURROGATE.test(value)) return 'Strings must be well-formed Unicode: a lone UTF-16 surrogate is not';
  return null;
}

function refused(message: string, nodes?: ASTNode): GraphQLError {
  return new GraphQLError(message, { nodes, extensions: { code: 'ARGUMENT_INVALID' } });
}

/** The flaw of the first unstorable string in a value (keys included), or null. */
function firstFlaw(value: unknown): string | null {
  if (typeof value === 'string') return flaw(value);
  const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.entries(value).flat() : [];
  for (const item of items) {
    const found = firstFlaw(item);
    if (found) return found;
  }
  return null;
}

/**
 * The first string of the request that cannot be stored, as an error; null when there is none.
 * The variables are the coerced ones: shaped by the schema's types, so the walk's depth is bounded.
 */
export function unstorableStringError(document: DocumentNode, variables: Record<string, unknown> | null): GraphQLError | null {
  let found: GraphQLError | null = null;
  visit(document, {
    [Kind.STRING](node) {
      const message = flaw(node.value);
      if (!message) return undefined;
      found = refused(message, node);
      return BREAK;
    },
  });
  if (found) return found;
  const message = firstFlaw(variables);
  return message ? refused(message) : null;
}
