/** What every resolver receives: the database, configuration and per-request readers. */
import type { Database } from '../../db/connection.ts';
import type { Catalog } from '../catalog/cache.ts';
import type { StockReader } from '../catalog/stock.ts';
import type { Pricing, Rates } from '../money.ts';
import type { SignInLimits } from '../../db/sign-in-limits.ts';
import type { PasswordParams } from '../auth/password.ts';
import type { Language } from '../i18n/languages.ts';
import type { ApiVersion } from './schema.ts';

export interface EngineConfig {
  publicUrl: string;
  rates: Rates;
  password: PasswordParams;
  /** Failed sign-ins allowed per client and per account (the shop's LOGIN_LIMIT_* settings). */
  signInLimits: SignInLimits;
  /**
   * Accounts one client IP may create an hour through the public token (the shop's
   * REGISTRATION_LIMIT_PER_IP): its /register counts its own shoppers before it calls with the private token.
   */
  registrationLimitPerIp: number;
}

export interface EngineContext {
  db: Database;
  config: EngineConfig;
  catalog: Catalog;
  stock: StockReader;
  version: ApiVersion;
  /** Country from `@inContext(country:)`, or null when the query did not set one. */
  country: string | null;
  /** Language from `@inContext(language:)`: translated catalog text when the shop has it, else English. */
  language: Language;
  /** Presentment currency for catalog prices in this request. */
  pricing: Pricing;
  /**
   * The buyer's IP, which sign-in limits count by: the `Shopify-Storefront-Buyer-IP` header of a
   * request with the private token, else the connecting client's address; null when unknown.
   */
  clientIp: string | null;
  /** Which token the request carried: a private-token caller is a server that applies its own limits. */
  token: 'public' | 'private';
  /** Aborted when the caller gave up: a password hash still waiting its turn is then not made. */
  signal?: AbortSignal;
}
