/**
 * The local engine: answers the Shopify Storefront API, the hosted checkout and the product
 * image CDN for the shop when no Shopify store is configured. `handle` returns null for every
 * URL that is not the engine's, so the storefront's router can take it.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/connection.ts';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../db/sign-in-limits.ts';
import { OWASP_SCRYPT, type PasswordParams } from './auth/password.ts';
import { brandImage } from './brand.ts';
import { loadCatalog } from './catalog/cache.ts';
import { handleCheckout, matchCheckoutPath } from './checkout/routes.ts';
import type { Connection } from './graphql/access.ts';
import type { EngineConfig } from './graphql/context.ts';
import { storefrontEndpoint } from './graphql/http.ts';
import { createPublicGate, DEFAULT_PUBLIC_GATE, type PublicGateSettings } from './graphql/public-gate.ts';
import { createThrottle, DEFAULT_THROTTLE, type ThrottleSettings } from './graphql/throttle.ts';
import { withReasonPhrase } from './http-status.ts';
import { imageResponse, matchImagePath, type RenderImage } from './images.ts';
import { DEFAULT_RATES, type CurrencyCode } from './money.ts';
import { matchVideoPath, videoResponse } from './videos.ts';
import { generateCatalog } from './seed/catalog/index.ts';
import type { SeedCatalog } from './seed/catalog/types.ts';
import { ensureContent } from './seed/content/index.ts';
import { hasProducts, insertCatalog, insertMissingTranslations } from './seed/insert.ts';

export { API_VERSIONS, type ApiVersion } from './graphql/schema.ts';
export type { Connection } from './graphql/access.ts';

export interface EngineOptions {
  /** From db/connection.ts, shared with the storefront. */
  db: Database;
  /** The public token: clients send it as X-Shopify-Storefront-Access-Token. */
  storefrontToken: string;
  /**
   * The private token (Shopify-Storefront-Private-Token), for servers only: with it a request may
   * name the shopper's IP in Shopify-Storefront-Buyer-IP. Defaults to a random one that only the
   * process embedding the engine knows (`engine.privateToken`).
   */
  privateToken?: string;
  /** Failed sign-ins allowed per client IP a minute and per account an hour; defaults to 20 and 100. */
  signInLimits?: SignInLimits;
  /** Accounts one client IP may create an hour with the public token; defaults to 10. */
  registrationLimitPerIp?: number;
  /** Absolute origin shoppers use, e.g. http://localhost:3000: the base of checkoutUrl and image URLs. */
  publicUrl: string;
  /** The catalog to seed an empty database with; defaults to the generator. Tests pass a fixture. */
  catalog?: () => SeedCatalog;
  /** AED per unit of each currency, overriding the defaults (1 USD = 3.6725, 1 SAR = 0.9793, 1 KWD = 11.95). */
  rates?: Partial<Record<CurrencyCode, number>>;
  /** scrypt cost for new password hashes; tests lower it. Defaults to OWASP's N=2^17, r=8, p=1. */
  passwordParams?: PasswordParams;
  /** Draws a product image by key; defaults to the seed catalog's renderer. */
  renderImage?: RenderImage;
  /** The public token's cost buckets per client (graphql/throttle.ts); tests shrink them. */
  throttle?: Partial<ThrottleSettings>;
  /** The public token's shared budget of cost points in flight (graphql/public-gate.ts); tests shrink it. */
  publicGate?: Partial<PublicGateSettings>;
}

export interface Engine {
  handle(request: Request, connection?: Connection): Promise<Response | null>;
  /** The private token, for the embedding process's own Storefront client. */
  readonly privateToken: string;
}

const DEFAULT_REGISTRATION_LIMIT_PER_IP = 10;

const GRAPHQL_PATH = /^\/api\/([^/]+)\/graphql(?:\.json)?$/;

/** The Storefront API endpoint: authenticated by its token alone, never by a cookie. */
export function isStorefrontApiPath(pathname: string): boolean {
  return GRAPHQL_PATH.test(pathname);
}

/**
 * Whether a request with a body to this path is the engine's (its GraphQL endpoint or a hosted
 * checkout): a host server must not read other requests' bodies before its own router does.
 */
export function isEngineWritePath(pathname: string): boolean {
  return GRAPHQL_PATH.test(pathname) || matchCheckoutPath(pathname) !== null;
}

/**
 * Opens the engine on a migrated database, seeding the catalog first if there are no products and
 * the collections, menus and pages if there are none.
 */
export async function createEngine(options: EngineOptions): Promise<Engine> {
  const config: EngineConfig = {
    publicUrl: new URL(options.publicUrl).origin,
    rates: { ...DEFAULT_RATES, ...options.rates },
    password: options.passwordParams ?? OWASP_SCRYPT,
    signInLimits: options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
    registrationLimitPerIp: options.registrationLimitPerIp ?? DEFAULT_REGISTRATION_LIMIT_PER_IP,
  };
  const tokens = { public: options.storefrontToken, private: options.privateToken ?? randomBytes(32).toString('hex') };
  const throttle = createThrottle({ ...DEFAULT_THROTTLE, ...options.throttle });
  const gate = createPublicGate({ ...DEFAULT_PUBLIC_GATE, ...options.publicGate });
  const { db } = options;
  const seedCatalog = options.catalog ?? generateCatalog;
  if (!(await hasProducts(db))) await insertCatalog(db, seedCatalog(), config.password, { onlyIfEmpty: true });
  // A database seeded before the catalog was translated gets the translations on its next start.
  else await insertMissingTranslations(db, seedCatalog);
  await ensureContent(db);
  const catalog = await loadCatalog(db);
  // Loaded only when needed: the SVG drawing code is large and tests usually bring their own.
  const renderProductImage = options.renderImage ?? (await seedImageRenderer());
  const renderImage: RenderImage = (key) => brandImage(key) ?? renderProductImage(key);

  async function route(request: Request, connection: Connection): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    const version = GRAPHQL_PATH.exec(pathname)?.[1];
    if (version !== undefined)
      return storefrontEndpoint(request, version, { db, config, catalog, tokens, throttle, gate }, connection);
    const cartToken = matchCheckoutPath(pathname);
    if (cartToken !== null) return handleCheckout(request, cartToken, { db, catalog, config });
    const imageKey = matchImagePath(pathname);
    if (imageKey !== null) return imageResponse(request, imageKey, renderImage);
    const videoFormat = matchVideoPath(pathname, catalog);
    if (videoFormat !== null) return videoResponse(request, videoFormat);
    return null;
  }

  return {
    privateToken: tokens.private,
    async handle(request, connection = {}) {
      const response = await route(request, connection);
      return response && withReasonPhrase(response);
    },
  };
}

/**
 * The seed catalog's image renderer, its map of image keys built now: built on the first picture
 * asked for, it held that answer (and the page's largest paint) ~180 ms.
 */
async function seedImageRenderer(): Promise<RenderImage> {
  const { renderSeedImage, seedImageSpecs } = await import('./seed/catalog/images.ts');
  seedImageSpecs();
  return renderSeedImage;
}
