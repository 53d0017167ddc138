import { clientNetwork } from '../../../db/client-network';
import type { Database } from '../../../db/connection';
import { takeHit, type RateLimitRule } from '../../../db/rate-limit';

/**
 * Searches one client network may add to the search log per window. The results page answers
 * everyone (it is a page, not a form), but a script fetching `/query` in a loop would fill the
 * owner's top-searches report with its words; past this it is answered without being counted.
 * A shopper who types, refines and pages stays far below it (refinements and pages are not new searches).
 */
export const LOGGED_SEARCHES: RateLimitRule = { name: 'search-log-ip', limit: 60, windowMs: 10 * 60_000 };

/**
 * Whether this search goes into the log. A database that cannot count it (down, overloaded) leaves
 * it out: the results come from the catalog in memory and are answered all the same.
 */
export async function maySearchBeLogged(db: Database, ip: string | undefined, now = Date.now()): Promise<boolean> {
  if (ip === undefined) return true;
  try {
    return !(await takeHit(db, LOGGED_SEARCHES, clientNetwork(ip), now)).limited;
  } catch (error) {
    console.error('Searches could not be counted against their limit; this one is not logged.', error);
    return false;
  }
}
