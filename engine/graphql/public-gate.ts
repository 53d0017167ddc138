/**
 * Admission of the public token's queries across all its clients (issue 16). Each client's bucket
 * (throttle.ts) bounds what one client may do, but twenty clients from twenty addresses, each
 * within its bucket, would together keep both cores busy with the dearest queries the cost limit
 * lets through, and the shop's own pages (private token, never gated) would wait seconds.
 *
 * So the public token's queries share one budget of requested cost points in flight: a query runs
 * when the points it asked for are free, cheap ones ahead of dear ones in the queue, and one that
 * cannot start within `maxWaitMs`, or finds `maxWaiting` queries already waiting, is turned away
 * as THROTTLED. A storefront's usual queries ask for a few thousand points and never wait.
 */
import { E_TIMEOUT, Semaphore, withTimeout } from 'async-mutex';
import { MAX_QUERY_COST } from './limits.ts';

export interface PublicGateSettings {
  /** Requested cost points that may be executing at once. */
  capacity: number;
  /** Queries that may wait for room; the next one is turned away at once. */
  maxWaiting: number;
  /** How long a query waits for room before it is turned away. */
  maxWaitMs: number;
  /** Queries asking for at most this many points go ahead of dearer ones waiting. */
  cheapCost: number;
}

/**
 * One query at the cost limit, with room beside it for a storefront's ordinary ones; the figures
 * it gives the home page under abuse are in bench/README.md.
 */
export const DEFAULT_PUBLIC_GATE: PublicGateSettings = {
  capacity: MAX_QUERY_COST + 20_000,
  maxWaiting: 32,
  maxWaitMs: 2_000,
  cheapCost: 20_000,
};

export interface PublicGate {
  /** Runs `work` once the query's requested cost fits; null, without running it, when it is turned away. */
  run<T>(requested: number, work: () => Promise<T>): Promise<T | null>;
}

export function createPublicGate(settings: PublicGateSettings = DEFAULT_PUBLIC_GATE): PublicGate {
  const semaphore = new Semaphore(settings.capacity);
  const points = withTimeout(semaphore, settings.maxWaitMs);
  let waiting = 0;
  return {
    async run(requested, work) {
      // Never more than the whole budget, so a query at the cost limit can always run alone.
      const weight = Math.min(settings.capacity, Math.max(1, requested));
      const priority = requested <= settings.cheapCost ? 1 : 0;
      const mustWait = semaphore.getValue() < weight;
      if (mustWait && waiting >= settings.maxWaiting) return null;
      if (mustWait) waiting += 1;
      let release: () => void;
      try {
        [, release] = await points.acquire(weight, priority);
      } catch (error) {
        if (error === E_TIMEOUT) return null;
        throw error;
      } finally {
        if (mustWait) waiting -= 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
