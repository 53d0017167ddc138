import type { Config } from '../config.server';
import { createStorefrontClient, type StorefrontClient } from './client.server';

/**
 * Builds the shop's Storefront client from config. server.ts calls it once and hands the client to
 * every loader and action as `context.storefront` (a module-level singleton would not do: the
 * server build and server.ts load separate copies of this module).
 * - Shopify configured (SHOPIFY_STORE_DOMAIN + a token): its Storefront API over HTTPS;
 * - otherwise the embedded local engine, called in-process (no socket, no port).
 */

/** The engine embedded in this process: its handler (`null`, a path it does not serve, becomes a 404) and private token. */
export interface EmbeddedEngine {
  handle(request: Request): Promise<Response | null>;
  /**
   * The shop calls with the private token, as a server calls Shopify: it may then pass the
   * shopper's IP (Shopify-Storefront-Buyer-IP), which the engine's sign-in limits count by.
   */
  privateToken: string;
}

/** The made-up origin the in-process engine is addressed by; nothing resolves it. */
export const EMBEDDED_ENGINE_ORIGIN = 'http://engine.local';

export function buildClient(config: Config, engine: EmbeddedEngine | undefined): StorefrontClient {
  if (config.shopify) {
    const { origin, publicToken, privateToken } = config.shopify;
    return createStorefrontClient({
      endpoint: `${origin}/api/${config.apiVersion}/graphql.json`,
      publicToken,
      privateToken,
      timeoutMs: config.timeouts.storefrontMs,
    });
  }
  if (!engine) {
    throw new Error(
      'No Storefront API to talk to: set SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_API_TOKEN ' +
        '(or SHOPIFY_STOREFRONT_PRIVATE_TOKEN), or start the local engine and pass its handler.',
    );
  }
  return createStorefrontClient({
    endpoint: `${EMBEDDED_ENGINE_ORIGIN}/api/${config.apiVersion}/graphql.json`,
    privateToken: engine.privateToken,
    fetch: inProcessFetch(engine),
    timeoutMs: config.timeouts.storefrontMs,
  });
}

/** A fetch that hands the request straight to the engine's handler. */
function inProcessFetch(engine: EmbeddedEngine): typeof fetch {
  return async (input, init) => (await engine.handle(new Request(input, init))) ?? new Response('Not found', { status: 404 });
}
