import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './stats.ts';
import { PUBLIC_TOKEN } from './storefront.ts';

/**
 * Issue 16's measure under abuse: the home page's p99 while clients hammer the engine's GraphQL
 * endpoint with expensive queries, each from its own IP (so each has its own throttle bucket), half
 * with the largest query the cost limit lets through, half with the issue's 300 aliased
 * `products(first: 250) { variants(first: 250) }`, which the limits refuse. Measured, never asserted.
 */
const HEAVY = `{ products(first: 250) { nodes { title description variants(first: 250) { nodes { id title sku price { amount currencyCode } } } } } }`;
const ALIASED = `{ ${Array.from({ length: 300 }, (_, n) => `p${n}: products(first: 250) { nodes { variants(first: 250) { nodes { id } } } }`).join(' ')} }`;

export interface AbuseReport {
  abusers: number;
  seconds: number;
  /** Home page times with no abuse, then under it. */
  quiet: { count: number; p50: number; p99: number };
  abused: { count: number; p50: number; p99: number };
  /** The abusers' answers by HTTP status and error code (`data` when answered). */
  statuses: Record<string, number>;
}

/** GET / one after another for `ms`, a pause of 100 ms between, and their times. */
async function probeHome(origin: string, ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(origin, {
        headers: { 'x-forwarded-for': '192.0.2.200' },
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
    } catch {
      // A failed probe counts at its time spent; the soak's own errors are the shoppers'.
    }
    times.push(performance.now() - started);
    await sleep(100);
  }
  return times;
}

const summary = (times: number[]) => ({ count: times.length, p50: percentile(times, 50), p99: percentile(times, 99) });

export async function measureUnderAbuse(origin: string, abusers: number, seconds: number): Promise<AbuseReport> {
  const quiet = await probeHome(origin, Math.min(10, seconds) * 1000);
  const statuses: Record<string, number> = {};
  let running = true;
  const abuser = async (n: number) => {
    const query = n % 2 === 0 ? HEAVY : ALIASED;
    while (running) {
      try {
        const response = await fetch(new URL('/api/2024-10/graphql.json', origin), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-storefront-access-token': PUBLIC_TOKEN,
            'x-forwarded-for': `198.18.0.${n + 1}`,
          },
          body: JSON.stringify({ query }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json().catch(() => ({}))) as { errors?: { extensions?: { code?: string } }[] };
        const outcome = `${response.status} ${body.errors?.[0]?.extensions?.code ?? 'data'}`;
        statuses[outcome] = (statuses[outcome] ?? 0) + 1;
      } catch {
        statuses.failed = (statuses.failed ?? 0) + 1;
      }
    }
  };
  const hammering = Array.from({ length: abusers }, (_, n) => abuser(n));
  const abused = await probeHome(origin, seconds * 1000);
  running = false;
  await Promise.all(hammering);
  return { abusers, seconds, quiet: summary(quiet), abused: summary(abused), statuses };
}
