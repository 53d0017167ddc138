import { describe, expect, it } from 'vitest';
import { findVariant, readSelection, selectionParams } from './variant-selection';

const options = [
  { name: 'Color', values: ['Black', 'Gold'] },
  { name: 'Size', values: ['52 mm', '55 mm'] },
];
const variants = [
  {
    id: 'gid://shopify/ProductVariant/1',
    selectedOptions: [
      { name: 'Color', value: 'Black' },
      { name: 'Size', value: '52 mm' },
    ],
  },
  {
    id: 'gid://shopify/ProductVariant/2',
    selectedOptions: [
      { name: 'Color', value: 'Black' },
      { name: 'Size', value: '55 mm' },
    ],
  },
  {
    id: 'gid://shopify/ProductVariant/3',
    selectedOptions: [
      { name: 'Color', value: 'Gold' },
      { name: 'Size', value: '52 mm' },
    ],
  },
];

describe('variant selection', () => {
  it('starts at the first value of each option', () => {
    const selection = readSelection(new URLSearchParams(), options, variants);
    expect(selection).toEqual({ Color: 'Black', Size: '52 mm' });
    expect(findVariant(variants, selection)?.id).toBe('gid://shopify/ProductVariant/1');
  });
  it('reads option parameters, ignoring unknown values', () => {
    expect(readSelection(new URLSearchParams('Color=Gold&Size=99'), options, variants)).toEqual({ Color: 'Gold', Size: '52 mm' });
  });
  it('reads ?variant= by number or global id', () => {
    expect(readSelection(new URLSearchParams('variant=2'), options, variants)).toEqual({ Color: 'Black', Size: '55 mm' });
  });
  it('finds no variant for a combination that does not exist', () => {
    expect(findVariant(variants, { Color: 'Gold', Size: '55 mm' })).toBeUndefined();
  });
  it('writes the selection and the variant number to the URL', () => {
    const params = selectionParams(new URLSearchParams('utm=x'), { Color: 'Gold', Size: '52 mm' }, variants[2]);
    expect(params.toString()).toBe('utm=x&Color=Gold&Size=52+mm&variant=3');
  });
});
