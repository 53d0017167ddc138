import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';
import { serverSocket } from './server-socket.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction's handle, as `db.transaction` gives it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /** Which kind of database answers: the embedded PGlite file or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it, an embedded PGlite database in `dataDir`. */
  databaseUrl?: string;
  /** Folder for the PGlite files; `memory://` keeps them in memory (tests). */
  dataDir: string;
  /**
   * PostgreSQL only: the longest wait for a connection, and for one statement (the server cancels
   * it). A database that hangs then fails the request (503) instead of holding it. PGlite runs in
   * this process and has no network to wait on.
   */
  timeouts?: { connectMs: number; statementMs: number };
}

const DEFAULT_TIMEOUTS = { connectMs: 5000, statementMs: 15_000 };

/**
 * PostgreSQL's default 128 MB of shared buffers is most of an embedded shop's memory (issue 14:
 * RSS): the whole database is ~60 MB and PGlite's files sit in the OS cache anyway. 32 MB keeps
 * what is read often (carts, sessions, reviews) and takes ~120 MB less.
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB'];

/** Opens the database and brings its schema up to date before anything reads it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { connectMs, statementMs } = options.timeouts ?? DEFAULT_TIMEOUTS;
    // A broken connection is dropped from the pool and a new one opened on the next query, so the
    // shop recovers by itself when PostgreSQL is back.
    const sql = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      connect_timeout: Math.ceil(connectMs / 1000),
      // Documented (postgres.js README, "Custom socket") but missing from its type definitions.
      ...{ socket: serverSocket(connectMs) },
      connection: { statement_timeout: statementMs },
    });
    const db = drizzlePostgres(sql, { schema });
    if (hasMigrations()) await oneAtATime(sql, MIGRATION_LOCK, () => migratePostgres(db, { migrationsFolder }));
    // Both drivers expose the same query builder; the PGlite type stands for both.
    return { db: db as unknown as Database, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  const location = options.dataDir === 'memory://' ? 'memory://' : path.join(options.dataDir, 'pglite');
  if (location !== 'memory://') fs.mkdirSync(location, { recursive: true });
  const template = location === 'memory://' ? memoryTemplate() : undefined;
  const client = await PGlite.create(location, { postgresqlconf: PGLITE_SETTINGS, ...(template && { loadDataDir: template }) });
  const db = drizzlePglite(client, { schema });
  if (hasMigrations()) await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The environment variable naming a dump of a new, migrated `memory://` database. */
export const MEMORY_TEMPLATE_VARIABLE = 'PGLITE_MEMORY_TEMPLATE';

/**
 * Where a `memory://` database (the tests') starts. A new one is a new PostgreSQL cluster, which
 * PGlite makes with initdb: seconds on a busy core, and the unit tests open about seventy. Started
 * from a dump of one already made and migrated (db/memory-template.setup.ts writes it once per
 * run), it opens in about half the time; the migrations then find nothing left to do.
 */
function memoryTemplate(): Blob | undefined {
  const file = process.env[MEMORY_TEMPLATE_VARIABLE];
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** An arbitrary constant, distinct from the seeds' locks (engine/seed). */
const MIGRATION_LOCK = 7_373_000;

/**
 * Several instances may start on one PostgreSQL at once: without a lock two would each create the
 * migrations table and apply the same migration (one then fails on "already exists"). The lock is
 * held by a connection of its own while the migrator uses the pool; the instances that wait then
 * find the migrations applied. A session lock, not a transaction's: drizzle's migrator opens its own.
 */
async function oneAtATime<T>(sql: postgres.Sql, key: number, work: () => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  try {
    // The wait lasts as long as another instance's migrations, beyond the statement timeout.
    await connection`set statement_timeout = 0`;
    await connection`select pg_advisory_lock(${key})`;
    try {
      return await work();
    } finally {
      await connection`select pg_advisory_unlock(${key})`;
      await connection`reset statement_timeout`;
    }
  } finally {
    connection.release();
  }
}

function hasMigrations(): boolean {
  return fs.existsSync(path.join(migrationsFolder, 'meta', '_journal.json'));
}
