import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.server';
import { ShopQuery } from './documents/localization';
import { StorefrontError } from './errors';
import { EMBEDDED_ENGINE_ORIGIN, buildClient } from './index.server';

const shop = { data: { shop: { id: 'gid://shopify/Shop/1', name: 'Nazzara' } } };

describe('the process-wide Storefront client', () => {
  it("talks to the configured Shopify store's versioned endpoint", () => {
    const config = readConfig({ SHOPIFY_STORE_DOMAIN: 'nazzara.myshopify.com', SHOPIFY_STOREFRONT_API_TOKEN: 'token' });
    expect(buildClient(config, undefined).endpoint).toBe('https://nazzara.myshopify.com/api/2024-10/graphql.json');
    const newer = readConfig({
      SHOPIFY_STORE_DOMAIN: 'nazzara.myshopify.com',
      SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'p',
      SHOPIFY_API_VERSION: '2026-04',
    });
    expect(buildClient(newer, undefined).endpoint).toBe('https://nazzara.myshopify.com/api/2026-04/graphql.json');
  });

  it('calls the embedded engine in-process with its private token and the buyer IP', async () => {
    const seen: Request[] = [];
    const engine = {
      privateToken: 'private-token-0123456789',
      handle: async (request: Request) => {
        seen.push(request);
        return Response.json(shop);
      },
    };
    const data = await buildClient(readConfig({}), engine).query(ShopQuery, { buyerIp: '203.0.113.7' });
    expect(data.shop.name).toBe('Nazzara');
    expect(seen[0]?.url).toBe(`${EMBEDDED_ENGINE_ORIGIN}/api/2024-10/graphql.json`);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('shopify-storefront-private-token')).toBe('private-token-0123456789');
    expect(seen[0]?.headers.get('shopify-storefront-buyer-ip')).toBe('203.0.113.7');
  });

  it('turns a request the engine does not serve into a 404', async () => {
    const error = await buildClient(readConfig({}), { privateToken: 'p', handle: async () => null })
      .query(ShopQuery)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(StorefrontError);
    expect(error).toMatchObject({ kind: 'http', status: 404 });
  });

  it('says what to configure when there is neither Shopify nor an engine', () => {
    expect(() => buildClient(readConfig({}), undefined)).toThrow(/SHOPIFY_STORE_DOMAIN.*local engine/s);
  });
});
