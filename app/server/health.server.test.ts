/** /healthz and /readyz on a real Express app, with a real database and a Storefront client that can be made to fail. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { databaseCheck, healthRoutes, storefrontCheck, type ReadinessCheck } from './health.server';
import { createLogger } from './logger.server';
import { createStorefrontClient } from './storefront/client.server';

const SECRET_CAUSE = 'connect ECONNREFUSED 10.0.0.7:443 with token shpat_secret';

let database: DatabaseHandle;
const servers: Server[] = [];
const warnings: string[] = [];

const logger = createLogger(
  'warn',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      warnings.push(chunk.toString());
      done();
    },
  }),
);

/** A Storefront client whose API answers the shop query, or cannot be reached. */
function storefront(reachable: boolean) {
  return createStorefrontClient({
    endpoint: 'http://storefront.test/api/2024-10/graphql.json',
    publicToken: 'token',
    retries: 0,
    fetch: async () => {
      if (!reachable) throw new TypeError(SECRET_CAUSE);
      return Response.json({ data: { shop: { id: 'gid://shopify/Shop/1', name: 'Nazzara' } } });
    },
  });
}

async function serve(checks: Record<string, ReadinessCheck>, timeoutMs?: number): Promise<string> {
  const app = express();
  app.use(healthRoutes(checks, logger, { timeoutMs }));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('/healthz', () => {
  it('answers 200 { status: ok } while the process runs, never cached', async () => {
    const base = await serve({ database: () => Promise.reject(new Error('down')) });
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('answers 200 when the database and the Storefront API answer', async () => {
    const base = await serve({ database: databaseCheck(database.db), storefront: storefrontCheck(storefront(true)) });
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok', storefront: 'ok' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the Storefront API when it cannot be reached, and keeps the cause for the log', async () => {
    warnings.length = 0;
    const base = await serve({ database: databaseCheck(database.db), storefront: storefrontCheck(storefront(false)) });
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable', checks: { database: 'ok', storefront: 'failing' } });
    expect(body).not.toContain('ECONNREFUSED');
    expect(warnings.join('')).toContain('readiness check failed');
    expect(warnings.join('')).toContain('"check":"storefront"');
  });

  it('fails a check that hangs instead of hanging the probe', async () => {
    const base = await serve({ database: databaseCheck(database.db), storefront: () => new Promise(() => {}) }, 200);
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ checks: { database: 'ok', storefront: 'failing' } });
  });

  it('answers 503 naming the database when it is closed', async () => {
    // Last: it closes the shared database.
    await database.close();
    const base = await serve({ database: databaseCheck(database.db), storefront: storefrontCheck(storefront(true)) });
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', checks: { database: 'failing', storefront: 'ok' } });
  });
});
