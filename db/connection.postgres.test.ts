/**
 * On a real PostgreSQL (Debian's package; .ci/run installs it): instances that open one new
 * database at the same moment apply each migration once, under the advisory lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../tests/support/postgres-server.ts';
import { openDatabase, type DatabaseHandle } from './connection.ts';

let server: PostgresServer;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await server?.stop();
});

it('four instances migrating one new database at once all succeed, each migration applied once', async () => {
  const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: server.url, dataDir: 'unused' })));
  handles.push(...opened);
  const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const sql = postgres(server.url, { max: 1 });
  const rows = await sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
  await sql.end();
  expect(rows).toHaveLength(journal.entries.length);
  expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length);
});
