/**
 * A leaky bucket of cost points per client, as Shopify throttles its GraphQL APIs: each client
 * has `maximumAvailable` points that refill at `restoreRate` a second. A query is let in when the
 * bucket holds what it asked for (or is full, for one that asks for more than a bucket holds) and
 * is then charged what it really cost, so a client that asks for 250 items and gets 3 pays for 3.
 * Every request pays at least `minimumCost`, so a flood of tiny or broken requests empties the
 * bucket too, and a client with an empty bucket is turned away before its body is read.
 *
 * Buckets live in this process: they refill within seconds, and a refused request must cost almost
 * nothing, which a database round trip would not. A drained bucket holds nothing worth keeping, so
 * the map forgets those, and beyond `maxClients` it forgets the least recently seen (they start full).
 */
export interface ThrottleSettings {
  maximumAvailable: number;
  restoreRate: number;
  minimumCost: number;
  maxClients: number;
}

/**
 * A bucket holds two of the dearest queries one request may ask for (limits.ts), so a storefront
 * that asks for its catalog pages (up to 168,502 requested, a few hundred actual) never waits,
 * while a client that sends them back to back pays what they really cost. The minimum holds a
 * flood of requests to 200 a second per client.
 */
export const DEFAULT_THROTTLE: ThrottleSettings = {
  maximumAvailable: 400_000,
  restoreRate: 20_000,
  minimumCost: 100,
  maxClients: 50_000,
};

/** Shopify's `extensions.cost.throttleStatus`. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface Bucket {
  available: number;
  at: number;
}

export interface Throttle {
  readonly settings: ThrottleSettings;
  /** Whether the client may send anything at all right now (its bucket holds a request's minimum). */
  hasRoom(client: string, now?: number): boolean;
  /**
   * Lets a query in when the bucket holds its requested cost (a full bucket lets in one that asks
   * for more): takes that much and answers it, to be settled with `settle`; null when refused.
   */
  admit(client: string, requested: number, now?: number): number | null;
  /** Gives back what an admitted query reserved beyond what it cost. */
  settle(client: string, reserved: number, actual: number, now?: number): void;
  /** Charges a request that never ran: the minimum, or `points` (a document over a limit pays more). */
  charge(client: string, now?: number, points?: number): void;
  status(client: string, now?: number): ThrottleStatus;
}

export function createThrottle(settings: ThrottleSettings = DEFAULT_THROTTLE): Throttle {
  const buckets = new Map<string, Bucket>();
  const { maximumAvailable, restoreRate, minimumCost, maxClients } = settings;

  const read = (client: string, now: number): Bucket => {
    const bucket = buckets.get(client);
    if (!bucket) return { available: maximumAvailable, at: now };
    const restored = bucket.available + ((now - bucket.at) / 1000) * restoreRate;
    return { available: Math.min(maximumAvailable, restored), at: now };
  };

  const write = (client: string, bucket: Bucket) => {
    buckets.delete(client); // re-inserted last: the map's order is least recently used first
    if (bucket.available >= maximumAvailable) return; // a full bucket is the same as none
    buckets.set(client, bucket);
    if (buckets.size > maxClients) forgetOldest();
  };

  /** Drops the least recently seen tenth at once, so a crowd of new clients costs no scan per request. */
  const forgetOldest = () => {
    for (const client of buckets.keys()) {
      if (buckets.size <= maxClients * 0.9) break;
      buckets.delete(client);
    }
  };

  return {
    settings,
    hasRoom(client, now = Date.now()) {
      return read(client, now).available >= minimumCost;
    },
    admit(client, requested, now = Date.now()) {
      const bucket = read(client, now);
      const reserve = Math.max(requested, minimumCost);
      if (bucket.available < Math.min(reserve, maximumAvailable)) return null;
      write(client, { available: bucket.available - reserve, at: now });
      return reserve;
    },
    settle(client, reserved, actual, now = Date.now()) {
      const bucket = read(client, now);
      write(client, {
        available: Math.min(maximumAvailable, bucket.available + reserved - Math.max(actual, minimumCost)),
        at: now,
      });
    },
    charge(client, now = Date.now(), points = minimumCost) {
      const bucket = read(client, now);
      write(client, { available: bucket.available - Math.max(points, minimumCost), at: now });
    },
    status(client, now = Date.now()) {
      return {
        maximumAvailable,
        currentlyAvailable: Math.max(0, Math.floor(read(client, now).available)),
        restoreRate,
      };
    },
  };
}
