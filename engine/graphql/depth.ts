/**
 * Bounds the nesting of a query, so a client cannot ask for an arbitrarily deep tree
 * (product → variants → product → variants ...). Fragments count at the depth they are spread.
 */
import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';

export const MAX_QUERY_DEPTH = 20;

export function maxDepthRule(maxDepth: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    // Each fragment's depth is worked out once: a fragment spread twice by each of twenty others
    // was otherwise walked 2^20 times, seconds of the event loop for an 860-byte query.
    const fragmentDepths = new Map<string, number>();
    const fragmentDepth = (name: string, seen: Set<string>): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = fragments.get(name);
      // A fragment cycle (or an unknown fragment) is reported by the standard rules; stop here instead of looping.
      if (!fragment || seen.has(name)) return 0;
      const depth = depthOf(fragment.selectionSet, new Set(seen).add(name));
      fragmentDepths.set(name, depth);
      return depth;
    };
    const depthOf = (set: SelectionSetNode, seen: Set<string>): number => {
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const below = selection.selectionSet ? depthOf(selection.selectionSet, seen) : 0;
          deepest = Math.max(deepest, 1 + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
        } else {
          deepest = Math.max(deepest, fragmentDepth(selection.name.value, seen));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query has depth of ${depth}, which exceeds max depth of ${maxDepth}`, {
              nodes: [node],
              extensions: { code: 'MAX_DEPTH_EXCEEDED' },
            }),
          );
        }
      },
    };
  };
}
