import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { actualCost, requestedCost } from './cost.ts';
import { executableSchema } from './executable.ts';

const schema = executableSchema('2024-10');

function requested(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  return requestedCost(schema, document, getOperationAST(document)!, variables);
}

function actual(query: string, data: Record<string, unknown>) {
  const document = parse(query);
  return actualCost(schema, document, getOperationAST(document)!, {}, data);
}

describe('query cost (Shopify’s calculated query cost)', () => {
  it('charges nothing for scalars and one point per object', () => {
    expect(requested('{ shop { name } }')).toBe(1);
    expect(requested('{ shop { name primaryDomain { url } } }')).toBe(2);
  });

  it('charges a connection two points plus each requested item and what it selects', () => {
    expect(requested('{ products(first: 10) { nodes { title } } }')).toBe(2 + 10 * 1);
    expect(requested('{ products(first: 10) { edges { node { title featuredImage { url } } } } }')).toBe(2 + 10 * 2);
    expect(requested('query ($n: Int) { products(first: $n) { nodes { id } } }', { n: 50 })).toBe(2 + 50);
  });

  it('counts a plain list as one item, but by its bound when it is met again inside itself', () => {
    const once = '{ product(handle: "x") { adjacentVariants { id } } }';
    expect(requested(once)).toBe(1 + 1);
    const twice = '{ product(handle: "x") { adjacentVariants { id product { adjacentVariants { id } } } } }';
    // product 1 + adjacentVariants 1 × (1 + product 1 + adjacentVariants, now 100 × 1)
    expect(requested(twice)).toBe(1 + 1 * (1 + 1 + 100 * 1));
    const hops = (n: number): string => (n === 0 ? 'id' : `id product { adjacentVariants { ${hops(n - 1)} } }`);
    // Four turns build millions of variants on a product with many: refused before any runs.
    expect(requested(`{ product(handle: "x") { adjacentVariants { ${hops(3)} } } }`)).toBeGreaterThan(200_000);
    const through =
      '{ product(handle: "x") { options { optionValues { firstSelectableVariant { product { options { optionValues { id } } } } } } } }';
    expect(requested(through)).toBe(1 + 1 * (1 + 1 * (1 + 1 + 1 + 3 * (1 + 100 * 1))));
  });

  it('multiplies nested connections, as the abusive document of issue 16 shows', () => {
    const one = 'products(first: 250) { nodes { variants(first: 250) { nodes { id } } } }';
    expect(requested(`{ ${one} }`)).toBe(2 + 250 * (1 + 2 + 250));
    const aliased = Array.from({ length: 300 }, (_, i) => `a${i}: ${one}`).join(' ');
    expect(requested(`{ ${aliased} }`)).toBe(18_975_600);
  });

  it('counts fragments where they are spread, and the dearest branch of a type condition', () => {
    const query = `{ products(first: 2) { nodes { ...P } } }
      fragment P on Product { featuredImage { url } variants(first: 3) { nodes { id } } }`;
    expect(requested(query)).toBe(2 + 2 * (1 + 1 + 2 + 3));
    const node = '{ node(id: "x") { ... on Product { featuredImage { url } } ... on Collection { id } } }';
    expect(requested(node)).toBe(1 + 1);
  });

  it('charges a mutation ten points', () => {
    expect(requested('mutation { cartCreate { cart { id } } }')).toBe(10 + 1);
  });

  it('charges what the answer holds, not what was asked for', () => {
    const query = '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }';
    const data = { products: { nodes: [{ variants: { nodes: [{ id: 'a' }, { id: 'b' }] } }] } };
    expect(actual(query, data)).toBe(2 + (1 + 2 + 2));
    expect(actual(query, { products: { nodes: [] } })).toBe(2);
  });
});
