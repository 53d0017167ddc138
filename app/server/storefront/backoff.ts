/** When to try a Storefront request again; pure functions so the policy is testable on its own. */

/** HTTP statuses Shopify uses for "try again later": throttled, bad gateway, unavailable. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503]);

/**
 * A mutation is only sent again when the API says it turned the request away (429, 503): a 502
 * from a gateway can follow an applied mutation, and repeating cartLinesAdd would add twice.
 */
export const MUTATION_RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * Milliseconds that a Retry-After header asks for (delta-seconds or an HTTP date), or undefined
 * when it is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Exponential backoff with jitter for retry number `attempt` (0 for the first retry): between
 * half and all of base * 2^attempt, capped, so many storefront instances don't retry in step.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
