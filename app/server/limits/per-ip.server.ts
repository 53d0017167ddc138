import { clientNetwork } from '../../../db/client-network';
import type { Database } from '../../../db/connection';
import { takeHit, type RateLimitRule } from '../../../db/rate-limit';

/** A request refused for going over a limit: what to tell the shopper, and the Retry-After header. */
export interface Refusal {
  /** In the page's language. */
  message: string;
  retryAfterSeconds: number;
}

/**
 * Counts one request of a client IP (by its network: `clientNetwork`) under `rule` and, over the limit, says how long to wait.
 * Counted in the database, so every instance of the shop counts together, and counted first, so
 * parallel requests cannot slip past. `explain` words the wait in the page's language.
 */
export async function takePerIp(
  db: Database,
  rule: RateLimitRule,
  ip: string | undefined,
  explain: (retryAfterSeconds: number) => string,
): Promise<Refusal | null> {
  // Express always knows the connection's address; without one there is no client to count.
  if (ip === undefined) return null;
  const status = await takeHit(db, rule, clientNetwork(ip));
  if (!status.limited) return null;
  return { message: explain(status.retryAfterSeconds), retryAfterSeconds: status.retryAfterSeconds };
}

/** The Retry-After header of a refusal. */
export const retryAfter = (refusal: Refusal) => ({ 'Retry-After': String(refusal.retryAfterSeconds) });

/** A wait in whole minutes, rounded up, as the messages of hour-long limits say it. */
export const minutesOf = (seconds: number) => Math.ceil(seconds / 60);
