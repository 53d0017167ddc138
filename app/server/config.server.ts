import os from 'node:os';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * The one place that reads the environment. Everything else imports `config`.
 * A bad value stops the process with a message that names the variable, not a stack trace.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** `https://app.example.com, http://localhost:5173`: origins only (scheme, host, port), no paths. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      let origin: string | null = null;
      try {
        const url = new URL(entry);
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry.replace(/\/$/, ''))
          origin = url.origin;
      } catch {
        // reported below
      }
      if (origin) origins.push(origin);
      else ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin such as https://app.example.com` });
    }
    return origins;
  });

/**
 * Express's 'trust proxy' setting: which peers may tell the shop the client's address and scheme
 * (X-Forwarded-For, X-Forwarded-Proto). Off by default, so no client can pick its own IP (the login
 * and registration limits count by it) or claim HTTPS. A number trusts that many proxy hops in
 * front of the shop; a list names the proxies (addresses, CIDR ranges, or loopback, linklocal,
 * uniquelocal). `true` (trust everything) is refused: it would believe any client's header.
 */
export type TrustProxy = false | number | string[];

const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: "'true' would believe any client's X-Forwarded-For: give a hop count or name the proxies",
      });
      return false;
    }
    const proxies = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    try {
      proxyaddr.compile(proxies);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `${error instanceof Error ? error.message : String(error)}: use a hop count, or addresses, CIDR ranges, loopback, linklocal, uniquelocal`,
      });
    }
    return proxies;
  });

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://shop.example.com' }).optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    SHOPIFY_STORE_DOMAIN: optional.pipe(
      z
        .string()
        .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as my-shop.myshopify.com')
        .optional(),
    ),
    /**
     * Tests only: the origin the Storefront API is reached at instead of https://SHOPIFY_STORE_DOMAIN,
     * e.g. http://127.0.0.1:4010 for a test double that answers slowly or fails (issue 16).
     */
    SHOPIFY_STOREFRONT_URL: optional.pipe(
      z
        .url({ protocol: /^https?$/, message: 'must be an origin such as http://127.0.0.1:4010' })
        .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin, with no path')
        .optional(),
    ),
    SHOPIFY_STOREFRONT_API_TOKEN: optional,
    SHOPIFY_STOREFRONT_PRIVATE_TOKEN: optional,
    SHOPIFY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}$/, 'must look like 2024-10')
      .default('2024-10'),
    LOCAL_STOREFRONT_TOKEN: z.string().min(16, 'must be at least 16 characters').default('nazzara-local-storefront-token'),
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1, 'must be at least 1').default(20),
    LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(100),
    REGISTRATION_LIMIT_PER_IP: z.coerce.number().int().min(1, 'must be at least 1').default(10),
    STOREFRONT_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100').default(8000),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100').default(5000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100').default(15000),
    CONTACT_LIMIT_PER_IP: z.coerce.number().int().min(1, 'must be at least 1').default(10),
    SEARCH_SUGGESTIONS_LIMIT_PER_IP: z.coerce.number().int().min(1, 'must be at least 1').default(100),
    UPLOAD_LIMIT_PER_IP: z.coerce.number().int().min(1, 'must be at least 1').default(60),
    GUEST_UPLOADERS_PER_IP: z.coerce.number().int().min(1, 'must be at least 1').default(5),
    ALLOWED_ORIGINS: originList,
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    WORKERS: z
      .string()
      .trim()
      .default('1')
      .transform((value, ctx) => {
        if (value === 'auto') return os.availableParallelism();
        const count = Number(value);
        if (Number.isInteger(count) && count >= 1 && count <= 64) return count;
        ctx.addIssue({ code: 'custom', message: "must be a whole number from 1 to 64, or 'auto' (one per CPU core)" });
        return 1;
      }),
  })
  .superRefine((env, ctx) => {
    const hasToken = Boolean(env.SHOPIFY_STOREFRONT_API_TOKEN || env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN);
    if (env.SHOPIFY_STORE_DOMAIN && !hasToken) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOPIFY_STOREFRONT_API_TOKEN'],
        message: 'SHOPIFY_STORE_DOMAIN is set: also set SHOPIFY_STOREFRONT_API_TOKEN or SHOPIFY_STOREFRONT_PRIVATE_TOKEN',
      });
    }
    if (!env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_STOREFRONT_URL) {
      ctx.addIssue({ code: 'custom', path: ['SHOPIFY_STOREFRONT_URL'], message: 'only with SHOPIFY_STORE_DOMAIN' });
    }
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'more than one worker needs DATABASE_URL: the embedded database opens in one process only',
      });
    }
    if (!env.SHOPIFY_STORE_DOMAIN && hasToken) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOPIFY_STORE_DOMAIN'],
        message: 'a Shopify token is set: also set SHOPIFY_STORE_DOMAIN',
      });
    }
  });

export type Config = ReturnType<typeof readConfig>;

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    isProduction,
    port: values.PORT,
    host: values.HOST,
    /** The shop's public origin: absolute URLs (canonical, sitemap, checkout links) are built from it, never from a request's Host. */
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${values.PORT}`,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    sessionSecret: values.SESSION_SECRET,
    cookieSecure: values.COOKIE_SECURE ? values.COOKIE_SECURE === 'true' : isProduction,
    shopify: values.SHOPIFY_STORE_DOMAIN
      ? {
          storeDomain: values.SHOPIFY_STORE_DOMAIN,
          /** Where the Storefront API is reached: the store's HTTPS origin, or a test double's. */
          origin: values.SHOPIFY_STOREFRONT_URL?.replace(/\/$/, '') ?? `https://${values.SHOPIFY_STORE_DOMAIN}`,
          publicToken: values.SHOPIFY_STOREFRONT_API_TOKEN,
          privateToken: values.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
        }
      : undefined,
    apiVersion: values.SHOPIFY_API_VERSION,
    localStorefrontToken: values.LOCAL_STOREFRONT_TOKEN,
    /** Every outbound call is bounded (issue 16): one Storefront API attempt, a database connect, one SQL statement. */
    timeouts: {
      storefrontMs: values.STOREFRONT_TIMEOUT_MS,
      databaseConnectMs: values.DATABASE_CONNECT_TIMEOUT_MS,
      databaseStatementMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    /** Failed logins allowed per client IP a minute, and per account an hour (issue 6: at most 100). */
    loginLimits: { perIp: values.LOGIN_LIMIT_PER_IP, perAccount: values.LOGIN_LIMIT_PER_ACCOUNT },
    /** Accounts one client IP may create per hour through /register. */
    registrationLimitPerIp: values.REGISTRATION_LIMIT_PER_IP,
    /** Contact-form messages one client IP may post per hour. */
    contactLimitPerIp: values.CONTACT_LIMIT_PER_IP,
    /** Search suggestions one client IP may ask for per 10 seconds (app/server/catalog/suggestion-limit.server.ts). */
    searchSuggestionsLimitPerIp: values.SEARCH_SUGGESTIONS_LIMIT_PER_IP,
    /** Prescription files one client IP may upload per hour, signed in or not (app/server/prescriptions/upload-limit.server.ts). */
    uploadLimitPerIp: values.UPLOAD_LIMIT_PER_IP,
    /** Visitors without an account one client IP may start uploading as per day (app/server/prescriptions/upload-limit.server.ts). */
    guestUploadersPerIp: values.GUEST_UPLOADERS_PER_IP,
    /** Other origins whose pages may call the JSON API (/api/*) with the shopper's cookie (issue 17). */
    allowedOrigins: values.ALLOWED_ORIGINS,
    /** Proxies whose X-Forwarded-For and X-Forwarded-Proto count (Express's 'trust proxy'); false: none. */
    trustProxy: values.TRUST_PROXY,
    /** Processes serving the shop behind one listener (workers.server.ts); more than one needs PostgreSQL. */
    workers: values.WORKERS,
    /** The structured log's threshold; tests are quiet unless they ask. */
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

let current: Config | undefined;

/** The process's configuration, read once on first use. */
export function getConfig(): Config {
  current ??= readConfig();
  return current;
}
