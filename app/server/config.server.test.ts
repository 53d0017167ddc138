import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.server';

describe('ALLOWED_ORIGINS', () => {
  it('is empty by default and takes a comma-separated list of origins', () => {
    expect(readConfig({}).allowedOrigins).toEqual([]);
    expect(readConfig({ ALLOWED_ORIGINS: ' https://app.example.com, http://localhost:5173/ ,' }).allowedOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
  });

  it('names the entry that is not an origin', () => {
    for (const bad of ['app.example.com', 'https://app.example.com/shop', 'ftp://files.example.com', '*']) {
      expect(() => readConfig({ ALLOWED_ORIGINS: `https://ok.example.com,${bad}` })).toThrow(ConfigError);
      expect(() => readConfig({ ALLOWED_ORIGINS: bad })).toThrow(`ALLOWED_ORIGINS: "${bad}" is not an origin`);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count, or a list of proxy addresses, ranges and names', () => {
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
  });

  it('refuses trusting everyone, and entries that are no address', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow("TRUST_PROXY: 'true' would believe any client's X-Forwarded-For");
    expect(() => readConfig({ TRUST_PROXY: 'loopback,proxy.example' })).toThrow('TRUST_PROXY: invalid IP address: proxy.example');
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });
});

describe('outbound time-outs and the Storefront API origin (issue 16)', () => {
  const shopify = { SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com', SHOPIFY_STOREFRONT_API_TOKEN: 'public' };

  it('bounds every outbound call by default, and takes other bounds', () => {
    expect(readConfig({}).timeouts).toEqual({ storefrontMs: 8000, databaseConnectMs: 5000, databaseStatementMs: 15000 });
    expect(readConfig({ STOREFRONT_TIMEOUT_MS: '2500' }).timeouts.storefrontMs).toBe(2500);
    expect(() => readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      'DATABASE_STATEMENT_TIMEOUT_MS: must be at least 100',
    );
  });

  it('reaches Shopify over HTTPS, or a test double named by SHOPIFY_STOREFRONT_URL', () => {
    expect(readConfig(shopify).shopify?.origin).toBe('https://my-shop.myshopify.com');
    expect(readConfig({ ...shopify, SHOPIFY_STOREFRONT_URL: 'http://127.0.0.1:4010/' }).shopify?.origin).toBe(
      'http://127.0.0.1:4010',
    );
    expect(() => readConfig({ ...shopify, SHOPIFY_STOREFRONT_URL: 'http://127.0.0.1:4010/api' })).toThrow(
      'SHOPIFY_STOREFRONT_URL',
    );
    expect(() => readConfig({ SHOPIFY_STOREFRONT_URL: 'http://127.0.0.1:4010' })).toThrow('only with SHOPIFY_STORE_DOMAIN');
  });
});

describe('WORKERS (issue 14: both cores)', () => {
  const pg = { DATABASE_URL: 'postgres://shop@localhost/shop' };
  it('is one process by default; on PostgreSQL takes a count or one per core', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ ...pg, WORKERS: '2' }).workers).toBe(2);
    expect(readConfig({ ...pg, WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
  });

  it('refuses more than one worker on the embedded database, and counts that are no count', () => {
    expect(() => readConfig({ WORKERS: '2' })).toThrow('WORKERS: more than one worker needs DATABASE_URL');
    expect(readConfig({ WORKERS: '1' }).workers).toBe(1);
    for (const bad of ['0', '1.5', 'many', '65'])
      expect(() => readConfig({ ...pg, WORKERS: bad })).toThrow('WORKERS: must be a whole number');
  });
});

describe('sign-in limits', () => {
  // The end-to-end server lowers the account's (playwright.config.ts): these are what a shop gets.
  it('are 20 failures a minute per client IP and 100 an hour per account by default, at most 100', () => {
    expect(readConfig({}).loginLimits).toEqual({ perIp: 20, perAccount: 100 });
    expect(readConfig({ LOGIN_LIMIT_PER_ACCOUNT: '25' }).loginLimits.perAccount).toBe(25);
    expect(() => readConfig({ LOGIN_LIMIT_PER_ACCOUNT: '101' })).toThrow('LOGIN_LIMIT_PER_ACCOUNT: must be at most 100');
  });
});
