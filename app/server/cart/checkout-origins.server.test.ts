import { describe, expect, it } from 'vitest';
import { checkoutOrigins, noteCheckoutUrl } from './checkout-origins.server';

describe('checkout origins learnt from the Storefront API', () => {
  it('keeps the origin of each checkout URL once, and nothing from a URL that is not a web address', () => {
    noteCheckoutUrl('https://shop.nazzara.example/cart/c/abc?key=1');
    noteCheckoutUrl('https://shop.nazzara.example/checkouts/cn/def');
    noteCheckoutUrl('not a url');
    noteCheckoutUrl('javascript:alert(1)');
    noteCheckoutUrl('data:text/html,<p>');
    expect(checkoutOrigins()).toEqual(['https://shop.nazzara.example']);
  });

  it('stops at a few origins, however many carts answer with another', () => {
    for (let i = 0; i < 50; i++) noteCheckoutUrl(`https://checkout-${i}.example/cart/c/${i}`);
    expect(checkoutOrigins()).toHaveLength(8);
    expect(checkoutOrigins()[0]).toBe('https://shop.nazzara.example');
  });
});
