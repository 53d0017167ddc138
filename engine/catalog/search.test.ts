import { describe, expect, it } from 'vitest';
import { parseQuery } from './search.ts';
import { htmlToText } from './html-text.ts';

describe('product search syntax', () => {
  it('parses fields, quotes, negation, comparisons and OR groups', () => {
    expect(parseQuery('product_type:Sunglasses vendor:"Ray-Ban" -tag:sale NOT gold variants.price:>=100 OR aviator*')).toEqual([
      [
        { field: 'product_type', value: 'Sunglasses', comparator: '', negated: false },
        { field: 'vendor', value: 'Ray-Ban', comparator: '', negated: false },
        { field: 'tag', value: 'sale', comparator: '', negated: true },
        { field: null, value: 'gold', comparator: '', negated: true },
        { field: 'variants.price', value: '100', comparator: '>=', negated: false },
      ],
      [{ field: null, value: 'aviator*', comparator: '', negated: false }],
    ]);
    expect(parseQuery('  ')).toEqual([]);
  });
});

describe('description text', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToText('<p>Light &amp; strong&nbsp;frames.</p><ul><li>UV400</li><li>Case &#8212; cloth</li></ul>')).toBe(
      'Light & strong frames. UV400 Case — cloth',
    );
  });
});
