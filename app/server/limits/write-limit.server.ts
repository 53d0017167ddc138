import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { takeHit, type RateLimitRule } from '../../../db/rate-limit';
import { minutesOf, type Refusal } from './per-ip.server';

/** 'Too many changes. Please try again in 4 minutes.', counted as the language counts. */
function tooManyChanges(i18n: I18n, retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = retryAfterSeconds;
    return i18n._(msg`Too many changes. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`);
  }
  const minutes = minutesOf(retryAfterSeconds);
  return i18n._(msg`Too many changes. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`);
}

/**
 * Counts one write of a signed-in customer under `rule` (`REVIEW_WRITE_LIMIT`,
 * `PRESCRIPTION_WRITE_LIMIT`) and, over the limit, says how long to wait: the message for a 429 and
 * its `Retry-After`. Counted first, as the review post is (`takeHit`), so writes sent at the same
 * moment cannot slip past together; a refused one is taken back. Every write the customer asks for
 * counts, one that is then refused (400, 403, 404) too: each costs the same lookups.
 */
export async function takeWrite(
  db: Database,
  rule: RateLimitRule,
  customerId: string,
  i18n: I18n,
  now = Date.now(),
): Promise<Refusal | null> {
  const status = await takeHit(db, rule, customerId, now);
  if (!status.limited) return null;
  return { message: tooManyChanges(i18n, status.retryAfterSeconds), retryAfterSeconds: status.retryAfterSeconds };
}
