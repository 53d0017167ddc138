import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { maxDepthRule } from './depth.ts';

const schema = buildSchema('type Query { node: Node } type Node { node: Node, id: ID }');
const errorsOf = (query: string, maxDepth = 5) => validate(schema, parse(query), [maxDepthRule(maxDepth)]).map((e) => e.message);

/** `fragment F0 { ...F1 ...F1 }` … down to F{n}: each spread twice by the one above it. */
function doubledFragments(count: number, last: string): string {
  const fragments = Array.from({ length: count }, (_, i) => `fragment F${i} on Node { ...F${i + 1} ...F${i + 1} }`);
  return `query { node { ...F0 } } ${fragments.join(' ')} fragment F${count} on Node { ${last} }`;
}

describe('maxDepthRule', () => {
  it('counts fields through fragments at the depth they are spread', () => {
    expect(errorsOf('{ node { node { node { id } } } }')).toEqual([]);
    expect(errorsOf('{ node { ...A } } fragment A on Node { node { node { node { node { node { id } } } } } }')).toEqual([
      'Query has depth of 7, which exceeds max depth of 5',
    ]);
  });

  it('works out each fragment once, however often it is spread', () => {
    // 2^40 walks without that: the validation would never end.
    expect(errorsOf(doubledFragments(40, 'id'), 50)).toEqual([]);
    expect(errorsOf(doubledFragments(40, 'node { node { node { node { node { id } } } } }'))).toEqual([
      'Query has depth of 7, which exceeds max depth of 5',
    ]);
  });

  it('stops at a fragment cycle or an unknown fragment (reported by the standard rules)', () => {
    expect(errorsOf('{ node { ...A } } fragment A on Node { node { ...A } }')).toEqual([]);
    expect(errorsOf('{ node { ...Missing } }')).toEqual([]);
  });
});
