import { decodeEncodedVariant } from '@shopify/hydrogen-react';
import { describe, expect, it } from 'vitest';
import { encodeVariantCombinations, optionPositions } from './variant-encoding.ts';

describe('encoded variant combinations', () => {
  it('writes the examples of Shopify’s documentation', () => {
    expect(
      encodeVariantCombinations(
        [
          [0, 0],
          [0, 1],
          [1, 2],
        ],
        2,
      ),
    ).toBe('v1_0:0-1,1:2,');
    expect(
      encodeVariantCombinations(
        [
          [0, 0],
          [0, 1],
          [0, 2],
          [1, 2],
        ],
        2,
      ),
    ).toBe('v1_0:0-2,1:2,');
    const three = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ];
    expect(encodeVariantCombinations(three, 3)).toBe('v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,');
  });

  it('round-trips through Hydrogen’s decoder, whatever the order, gaps and duplicates', () => {
    const cases: [number[][], number][] = [
      [[[0], [1], [2]], 1],
      [[[0], [2], [5], [6], [7]], 1],
      [
        [
          [3, 1],
          [0, 0],
          [0, 4],
          [0, 2],
          [3, 1],
          [1, 3],
        ],
        2,
      ],
      [
        [
          [0, 0, 0, 0],
          [0, 0, 0, 1],
          [0, 2, 1, 0],
          [4, 4, 4, 4],
          [4, 4, 4, 2],
        ],
        4,
      ],
    ];
    for (const [combinations, count] of cases) {
      const expected = [...new Map(combinations.map((c) => [c.join(), c])).values()].sort((a, b) =>
        a.join().localeCompare(b.join()),
      );
      const decoded = decodeEncodedVariant(encodeVariantCombinations(combinations, count));
      expect(decoded.sort((a, b) => a.join().localeCompare(b.join()))).toEqual(expected);
    }
  });

  it('is empty for no combinations or no options', () => {
    expect(encodeVariantCombinations([], 2)).toBe('');
    expect(encodeVariantCombinations([[]], 0)).toBe('');
  });

  it('finds a variant’s positions in the product’s options', () => {
    const options = [
      { name: 'Color', values: ['Gold', 'Silver'] },
      { name: 'Size', values: ['55', '58'] },
    ];
    expect(
      optionPositions(options, [
        { name: 'Size', value: '58' },
        { name: 'Color', value: 'Silver' },
      ]),
    ).toEqual([1, 1]);
    expect(
      optionPositions(options, [
        { name: 'Color', value: 'Bronze' },
        { name: 'Size', value: '58' },
      ]),
    ).toBeNull();
  });
});
