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
    const depthOf = (set: SelectionSetNode, seen: Set<string>): number => {
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const below = selection.selectionSet ? depthOf(selection.selectionSet, seen) : 0;
          deepest = Math.max(deepest, 1 + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // A fragment cycle is reported by the standard rules; stop here instead of looping.
          if (!fragment || seen.has(name)) continue;
          deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set(seen).add(name)));
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
