import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startBuiltServer, stopBuiltServer, type BuiltServer } from '../support/built-server';
import { startPostgres, type PostgresServer } from '../support/postgres-server';

/**
 * Both cores (issue 14, README "Deployment"): with WORKERS=2 on PostgreSQL the built server is a
 * primary and two workers behind one listener. Both serve pages, one that dies is replaced while the
 * other keeps answering, and SIGTERM drains them all and exits 0.
 */

let database: PostgresServer;
let shop: BuiltServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-workers-'));
  database = await startPostgres();
  // At info level, each worker logs when it listens.
  shop = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, WORKERS: '2', LOG_LEVEL: 'info' });
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  const workers = shop ? workersOf(shop) : [];
  const code = await stopBuiltServer(shop);
  await database?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  expect(code, 'the primary exits 0 once its workers have drained').toBe(0);
  expect(workers.filter(isRunning), 'no worker outlives the primary').toEqual([]);
});

function workersOf(server: BuiltServer): number[] {
  const pid = server.process.pid!;
  return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** Alive, not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** CPU time a process has used, in clock ticks (user + system). */
function cpuTicks(pid: number): number {
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** How many times a worker has started listening. */
const listening = () => shop.output().split('Nazzara is open at').length - 1;

/** Each worker renders some of 30 pages (different queries, so none comes from a worker's page cache). */
async function expectEachWorkerServes(workers: number[], page: string) {
  const before = workers.map(cpuTicks);
  for (let i = 0; i < 30; i++) expect(await status(`${page}?show=${8 + i}`)).toBe(200);
  const used = workers.map((pid, i) => cpuTicks(pid) - before[i]!);
  expect(
    used.every((ticks) => ticks > 0),
    `CPU ticks used by each worker: ${used.join(', ')}`,
  ).toBe(true);
}

/** One page on a connection of its own, so the primary hands each to the next worker. */
function status(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${shop.url}${pathname}`, { agent: false, timeout: 30_000 }, (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      })
      .once('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`${pathname} did not answer in 30 s`));
      })
      .once('error', reject);
  });
}

test('two workers serve the pages behind one listener', async () => {
  await expect.poll(listening, { timeout: 120_000 }).toBe(2);
  const workers = workersOf(shop);
  expect(workers).toHaveLength(2);
  await expectEachWorkerServes(workers, '/shop/Sunglasses');
});

test('a worker that dies is replaced, and the other answers meanwhile', async () => {
  test.setTimeout(240_000);
  const [victim, survivor] = workersOf(shop);
  process.kill(victim!, 'SIGKILL');
  // Once the primary knows (a connection handed over in that instant dies with the worker, as its
  // open requests do), every page goes to the survivor until the replacement listens.
  await expect.poll(() => shop.output().includes('a worker stopped; starting another'), { timeout: 30_000 }).toBe(true);
  for (let i = 0; i < 10; i++) expect(await status('/')).toBe(200);
  await expect.poll(listening, { timeout: 180_000 }).toBe(3);
  const workers = workersOf(shop);
  expect(workers).toHaveLength(2);
  expect(workers).toContain(survivor);
  expect(workers).not.toContain(victim);
  await expectEachWorkerServes(workers, '/shop/Eyeglasses');
});
