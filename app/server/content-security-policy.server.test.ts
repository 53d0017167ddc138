import { describe, expect, it } from 'vitest';
import { noteCheckoutUrl } from './cart/checkout-origins.server';
import { contentSecurityPolicy } from './content-security-policy.server';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('lets pictures and the checkout hand-off go to the local engine at the public URL, whatever name the page was opened under', () => {
    const policy = contentSecurityPolicy('abc', { shopify: undefined, publicUrl: 'http://localhost:3000' });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: http://localhost:3000");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: http://localhost:3000");
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-abc' 'strict-dynamic'");
    // CHECK OUT posts to /cart/checkout, which redirects to the engine's checkout at the public URL.
    expect(directive(policy, 'form-action')).toBe("form-action 'self' http://localhost:3000");
  });

  it('with a Shopify store, from its CDN, and forms may go on to the store for checkout', () => {
    const shopify = { storeDomain: 'nazzara.myshopify.com' } as NonNullable<
      Parameters<typeof contentSecurityPolicy>[1]['shopify']
    >;
    const policy = contentSecurityPolicy('abc', { shopify, publicUrl: 'https://nazzara.example' });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.shopify.com");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://nazzara.myshopify.com");
  });

  it("lets forms go on to the store's own domain once the Storefront API has named it", () => {
    const shopify = { storeDomain: 'nazzara.myshopify.com' } as NonNullable<
      Parameters<typeof contentSecurityPolicy>[1]['shopify']
    >;
    noteCheckoutUrl('https://www.nazzara.example/cart/c/abc?key=1');
    noteCheckoutUrl('https://nazzara.myshopify.com/cart/c/def');
    const policy = contentSecurityPolicy('abc', { shopify, publicUrl: 'https://nazzara.example' });
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://nazzara.myshopify.com https://www.nazzara.example");
  });
});
