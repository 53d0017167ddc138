import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server.ts';
import { freePort, startServer } from '../server.ts';
import { measureUnderAbuse, type AbuseReport } from './abuse.ts';
import { lostVariants } from './cart-check.ts';
import { shopUntilDeadline, signUp, type LastCart, type Shop, type Shopper } from './shopper.ts';
import { SoakStats } from './stats.ts';
import { cartLines, stockOf } from './storefront.ts';

export interface SoakOptions {
  shoppers: number;
  durationSeconds: number;
  /** PostgreSQL (a throwaway server) instead of the embedded PGlite database. */
  postgres: boolean;
  /** Processes serving the shop (WORKERS; more than one needs `postgres`). */
  workers: number;
  thinkMs: number;
  /** Shoppers arrive one after another over this many seconds (default: a tenth of the run, at most 10 s). */
  arrivalSeconds?: number;
  /** A request slower than this is an error. */
  requestTimeoutMs: number;
  /** Clients hammering the GraphQL endpoint after the shoppers, while the home page is timed (0: none). */
  abusers: number;
  abuseSeconds: number;
  log?: (line: string) => void;
}

export interface SoakReport {
  database: 'PGlite' | 'PostgreSQL';
  shoppers: number;
  seconds: number;
  requests: number;
  routes: { route: string; count: number; p50: number; p99: number }[];
  errors: string[];
  lostCarts: number;
  orders: number;
  soldOutPayments: number;
  /** Cart lines left out or lowered because their variant sold out meanwhile, which the shop says. */
  soldOutLines: number;
  /** Checkouts sent back to the cart with a message while lines from before sign-in still waited. */
  heldCheckouts: number;
  /** Variants whose stock went below zero, and by how many units in all. */
  oversoldUnits: number;
  /** Variants whose stock fell by other than the units the orders took. */
  stockMismatches: string[];
  /** The server's resident memory, sampled every 5 s: [seconds since start, MB]. */
  memory: [number, number][];
  abuse: AbuseReport | null;
}

const MEMORY_EVERY_MS = 5_000;
/** The client IP the checks read the Storefront API from. */
const CHECKER_IP = '192.0.2.100';

/** Accounts created before the clock starts, two at a time: each hashes a password (scrypt). */
const SIGN_UPS_AT_ONCE = 2;

async function signUpAll(shop: Shop, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count && !shop.stopped) shoppers.push(await signUp(shop, ++next));
  };
  await Promise.all(Array.from({ length: SIGN_UPS_AT_ONCE }, worker));
  return shoppers;
}

/** The resident memory of the server and its workers (Linux /proc). */
function rssMb(pid: number): number | null {
  const own = (id: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    const kb = [pid, ...children].reduce((sum, id) => sum + own(id), 0);
    return kb ? Math.round(kb / 1024) : null;
  } catch {
    // The server (or a worker) exited between the reads.
    return null;
  }
}

/**
 * `npm run soak` and its test: starts the built server (build/node/server.js) on a free loopback
 * port with a fresh database, lets `shoppers` simulated shoppers shop for `durationSeconds`, then
 * checks that nothing was lost or oversold and stops everything it started.
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-soak-'));
  let postgres: PostgresServer | null = null;
  let server: ChildProcess | null = null;
  // Ctrl-C or SIGTERM ends the run early, with its checks and clean-up (a second one ends it at once).
  const halt = { requested: false, shop: null as Shop | null };
  const onSignal = () => {
    log('Stopping early…');
    halt.requested = true;
    if (halt.shop) halt.shop.stopped = true;
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    if (options.postgres) postgres = await startPostgres();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const sessionSecret = crypto.randomBytes(32).toString('base64url');
    log(`Starting the built server on ${origin} (${postgres ? 'PostgreSQL' : 'PGlite'}; the first start seeds the catalogue)…`);
    server = await startServer(port, dataDir, {
      SESSION_SECRET: sessionSecret,
      // Each shopper is its own client IP through X-Forwarded-For, as behind a load balancer.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      WORKERS: String(options.workers),
    });
    const pid = server.pid!;
    const before = await stockOf(origin, CHECKER_IP);
    const stats = new SoakStats();
    const shopState: Shop = {
      origin,
      sessionSecret,
      variants: before.filter((variant) => variant.quantity > 0 && !variant.hidden),
      deadline: 0,
      stopped: halt.requested,
      thinkMs: options.thinkMs,
      requestTimeoutMs: options.requestTimeoutMs,
      stats,
      sold: new Map(),
      tallies: { orders: 0, soldOut: 0, lostCarts: 0, soldOutLines: 0, heldCheckouts: 0 },
    };
    halt.shop = shopState;
    log(`Creating ${options.shoppers} shoppers' accounts, ${SIGN_UPS_AT_ONCE} at a time…`);
    const shoppers = await signUpAll(shopState, options.shoppers);
    const started = Date.now();
    shopState.deadline = started + options.durationSeconds * 1000;

    const memory: [number, number][] = [];
    const sample = () => {
      const mb = rssMb(pid);
      if (mb !== null) memory.push([Math.round((Date.now() - started) / 1000), mb]);
    };
    sample();
    const sampler = setInterval(sample, MEMORY_EVERY_MS);
    const progress = setInterval(
      () =>
        log(
          `  ${Math.round((Date.now() - started) / 1000)} s: ${stats.requests} requests, ${stats.errors.length} errors, ${shopState.tallies.orders} orders`,
        ),
      30_000,
    );
    log(`${options.shoppers} shoppers for ${options.durationSeconds} s…`);
    let lastCarts: (LastCart | null)[];
    try {
      // Shoppers arrive one after another rather than all in the same millisecond: started together,
      // they would all reach the checkout, and its sign-in, in the same few seconds of every round.
      const arrivalMs = (options.arrivalSeconds ?? Math.min(10, options.durationSeconds / 10)) * 1000;
      const done = new Set<Shopper>();
      const finished = Promise.all(
        shoppers.map(async (shopper, n) => {
          await new Promise((resolve) => setTimeout(resolve, (arrivalMs * n) / shoppers.length));
          const last = await shopUntilDeadline(shopState, shopper);
          done.add(shopper);
          return last;
        }),
      );
      // Bounded in time whatever happens: a shopper still busy a request timeout (and a minute) after
      // the deadline is an error, named with the request it is waiting for.
      let watchdog: NodeJS.Timeout | undefined;
      const overdue = new Promise<null>((resolve) => {
        watchdog = setTimeout(() => resolve(null), shopState.deadline - Date.now() + options.requestTimeoutMs + 60_000);
      });
      const outcome = await Promise.race([finished, overdue]);
      clearTimeout(watchdog);
      if (!outcome) {
        shopState.stopped = true;
        for (const { client } of shoppers.filter((shopper) => !done.has(shopper))) {
          stats.error(`shopper ${client.ip} did not finish: ${client.inFlight ?? 'not in a request'}`);
        }
      }
      lastCarts = outcome ?? [];
    } finally {
      clearInterval(sampler);
      clearInterval(progress);
    }
    sample();
    const seconds = Math.round((Date.now() - started) / 1000);

    log('Checking carts and stock…');
    const after = new Map((await stockOf(origin, CHECKER_IP)).map((variant) => [variant.id, variant.quantity]));
    for (const last of lastCarts) {
      if (!last) continue;
      const held = await Promise.all(last.cartIds.map((cartId) => cartLines(origin, CHECKER_IP, cartId)));
      const { lost, soldOut } = lostVariants(
        last.lines,
        held.flatMap((lines) => lines ?? []),
        after,
      );
      shopState.tallies.soldOutLines += soldOut;
      if (lost.length > 0) {
        shopState.tallies.lostCarts++;
        stats.error(`lost cart after the run: ${last.cartIds.join(' + ')}, missing ${lost.join(', ')}`);
      }
    }
    let oversoldUnits = 0;
    const stockMismatches: string[] = [];
    for (const variant of before) {
      const now = after.get(variant.id) ?? 0;
      if (now < 0) oversoldUnits -= now;
      const sold = shopState.sold.get(variant.id) ?? 0;
      if (variant.quantity - now !== sold)
        stockMismatches.push(`${variant.id}: stock ${variant.quantity} → ${now}, orders took ${sold}`);
    }

    let abuse: AbuseReport | null = null;
    if (options.abusers > 0 && options.abuseSeconds > 0) {
      log(`Home page times while ${options.abusers} clients hammer the GraphQL endpoint for ${options.abuseSeconds} s…`);
      abuse = await measureUnderAbuse(origin, options.abusers, options.abuseSeconds);
    }

    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      shoppers: options.shoppers,
      seconds,
      requests: stats.requests,
      routes: stats.table(),
      errors: stats.errors,
      lostCarts: shopState.tallies.lostCarts,
      orders: shopState.tallies.orders,
      soldOutPayments: shopState.tallies.soldOut,
      soldOutLines: shopState.tallies.soldOutLines,
      heldCheckouts: shopState.tallies.heldCheckouts,
      oversoldUnits,
      stockMismatches,
      memory,
      abuse,
    };
  } finally {
    process.removeListener('SIGINT', onSignal).removeListener('SIGTERM', onSignal);
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether the run kept the shop's promises: no error, no lost cart, no unit oversold or unaccounted for. */
export function soakPassed(report: SoakReport): boolean {
  return (
    report.errors.length === 0 && report.lostCarts === 0 && report.oversoldUnits === 0 && report.stockMismatches.length === 0
  );
}
