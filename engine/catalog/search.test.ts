import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, MAX_QUERY_NESTING, MAX_QUERY_TERMS, parseQuery } from './search.ts';
import { htmlToText } from './html-text.ts';

const term = (field: string | null, value: string, comparator: '' | '>' | '<' | '>=' | '<=' = '') => ({
  kind: 'term' as const,
  term: { field, value, comparator },
});
const not = (child: ReturnType<typeof term>) => ({ kind: 'not' as const, child });

describe('product search syntax', () => {
  it('parses fields, quotes, negation, comparisons and OR groups', () => {
    expect(parseQuery('product_type:Sunglasses vendor:"Ray-Ban" -tag:sale NOT gold variants.price:>=100 OR aviator*')).toEqual({
      kind: 'or',
      children: [
        {
          kind: 'and',
          children: [
            term('product_type', 'Sunglasses'),
            term('vendor', 'Ray-Ban'),
            not(term('tag', 'sale')),
            not(term(null, 'gold')),
            term('variants.price', '100', '>='),
          ],
        },
        term(null, 'aviator*'),
      ],
    });
    expect(parseQuery('  ')).toBeNull();
  });

  it('groups with parentheses, NOT before AND before OR', () => {
    expect(parseQuery('(product_type:Sunglasses OR product_type:Eyeglasses) AND vendor:Gucci')).toEqual({
      kind: 'and',
      children: [
        { kind: 'or', children: [term('product_type', 'Sunglasses'), term('product_type', 'Eyeglasses')] },
        term('vendor', 'Gucci'),
      ],
    });
    expect(parseQuery('NOT (tag:sale OR tag:clearance) gold')).toEqual({
      kind: 'and',
      children: [
        { kind: 'not', child: { kind: 'or', children: [term('tag', 'sale'), term('tag', 'clearance')] } },
        term(null, 'gold'),
      ],
    });
    expect(parseQuery('-(a b)')).toEqual({ kind: 'not', child: { kind: 'and', children: [term(null, 'a'), term(null, 'b')] } });
    expect(parseQuery('title:"round (large)"')).toEqual(term('title', 'round (large)'));
  });

  it('forgives unbalanced parentheses', () => {
    expect(parseQuery('(vendor:Gucci OR vendor:Prada')).toEqual({
      kind: 'or',
      children: [term('vendor', 'Gucci'), term('vendor', 'Prada')],
    });
    expect(parseQuery('vendor:Gucci) gold')).toEqual({ kind: 'and', children: [term('vendor', 'Gucci'), term(null, 'gold')] });
  });

  it('takes groups and NOTs as deep as MAX_QUERY_NESTING, and refuses deeper ones as a bad argument', () => {
    const grouped = (levels: number) => '('.repeat(levels) + 'gold' + ')'.repeat(levels);
    expect(parseQuery(grouped(MAX_QUERY_NESTING))).toEqual(term(null, 'gold'));
    expect(parseQuery('NOT '.repeat(MAX_QUERY_NESTING) + 'gold')).toEqual(
      Array.from({ length: MAX_QUERY_NESTING }).reduce<object>((child) => ({ kind: 'not', child }), term(null, 'gold')),
    );
    // Thousands of levels overflowed the stack (an INTERNAL_SERVER_ERROR); the client now hears why.
    // (Past MAX_QUERY_LENGTH a query is refused for its length before it is read.)
    for (const deep of [grouped(MAX_QUERY_NESTING + 1), grouped(490), 'NOT '.repeat(240) + 'gold', '-('.repeat(490) + 'a']) {
      expect(() => parseQuery(deep)).toThrow(
        expect.objectContaining({
          extensions: { code: 'ARGUMENT_INVALID' },
          message: `Search query nests more than ${MAX_QUERY_NESTING} levels deep`,
        }),
      );
    }
  });

  it('reads a quote left open to the end of the query, escapes included', () => {
    expect(parseQuery('title:"round lens')).toEqual(term('title', 'round lens'));
    expect(parseQuery('title:"say \\"hi\\"" gold')).toEqual({
      kind: 'and',
      children: [term('title', 'say "hi"'), term(null, 'gold')],
    });
    // Each `"\` once rescanned the rest of the query for a closing quote (quadratic); it is one open quote now.
    const query = '"\\'.repeat(MAX_QUERY_LENGTH / 2);
    expect(parseQuery(query)).toEqual(term(null, '"'.repeat(MAX_QUERY_LENGTH / 2 - 1)));
  });

  it('refuses a query longer than MAX_QUERY_LENGTH or of more than MAX_QUERY_TERMS terms', () => {
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`).join(' OR ');
    expect(() => parseQuery(terms(MAX_QUERY_TERMS))).not.toThrow();
    expect(() => parseQuery(`-(${terms(MAX_QUERY_TERMS)}) x`)).toThrow(
      expect.objectContaining({
        extensions: { code: 'ARGUMENT_INVALID' },
        message: `Search query has more than ${MAX_QUERY_TERMS} terms`,
      }),
    );
    expect(() => parseQuery('a'.repeat(MAX_QUERY_LENGTH))).not.toThrow();
    expect(() => parseQuery('a'.repeat(MAX_QUERY_LENGTH + 1))).toThrow(
      expect.objectContaining({
        extensions: { code: 'ARGUMENT_INVALID' },
        message: `Search query is longer than ${MAX_QUERY_LENGTH} characters`,
      }),
    );
  });
});

describe('description text', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToText('<p>Light &amp; strong&nbsp;frames.</p><ul><li>UV400</li><li>Case &#8212; cloth</li></ul>')).toBe(
      'Light & strong frames. UV400 Case — cloth',
    );
  });
});
