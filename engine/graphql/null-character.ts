/**
 * PostgreSQL's text cannot hold U+0000, so a string carrying it failed deep in a write (an
 * INTERNAL_SERVER_ERROR) or, worse, matched nothing in a read. It is refused up front instead, as
 * a bad argument that names the cause, wherever it comes: a literal in the document or a variable.
 */
import { BREAK, GraphQLError, Kind, visit, type ASTNode, type DocumentNode } from 'graphql';

const NULL_CHARACTER = '\u0000';
const MESSAGE = 'Strings may not contain the null character (U+0000)';

function refused(nodes?: ASTNode): GraphQLError {
  return new GraphQLError(MESSAGE, { nodes, extensions: { code: 'ARGUMENT_INVALID' } });
}

function carriesNull(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NULL_CHARACTER);
  if (Array.isArray(value)) return value.some(carriesNull);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => carriesNull(key) || carriesNull(item));
  return false;
}

/**
 * The first string of the request holding U+0000, as an error; null when there is none. The
 * variables are the coerced ones: shaped by the schema's types, so the walk's depth is bounded.
 */
export function nullCharacterError(document: DocumentNode, variables: Record<string, unknown> | null): GraphQLError | null {
  let found: GraphQLError | null = null;
  visit(document, {
    [Kind.STRING](node) {
      if (!node.value.includes(NULL_CHARACTER)) return undefined;
      found = refused(node);
      return BREAK;
    },
  });
  if (found) return found;
  return carriesNull(variables) ? refused() : null;
}
