import { describe, expect, it } from 'vitest';
import { parseQuery } from './search.ts';
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
});

describe('description text', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToText('<p>Light &amp; strong&nbsp;frames.</p><ul><li>UV400</li><li>Case &#8212; cloth</li></ul>')).toBe(
      'Light & strong frames. UV400 Case — cloth',
    );
  });
});
