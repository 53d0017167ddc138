import { describe, expect, it } from 'vitest';
import { backTo } from './AddToCartForm';

const SID = '0b9d3c1e-9f6a-4c47-8a53-2f8e7e4d9a10';

describe('the cart form’s way back without JavaScript', () => {
  it('returns to the same counted search, with its sid', () => {
    expect(backTo({ pathname: '/query', search: '?query=gucci' }, SID)).toBe(`/query?query=gucci&sid=${SID}`);
    expect(backTo({ pathname: '/query', search: `?query=gucci&sid=${SID}` }, SID)).toBe(`/query?query=gucci&sid=${SID}`);
  });
  it('returns to any other page as it is', () => {
    expect(backTo({ pathname: '/shop', search: '?color=Black' }, null)).toBe('/shop?color=Black');
    expect(backTo({ pathname: '/product/x', search: '' })).toBe('/product/x');
  });
});
