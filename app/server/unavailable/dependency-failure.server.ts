import { isDatabaseUnavailable } from '../../../db/unavailable';
import { isStorefrontError } from '../storefront/errors';

/** Seconds a shopper (or a client of the JSON API) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Whether an error means a service the shop depends on did not answer: the Storefront API timed
 * out, could not be reached or failed on its side (5xx), or the database could not be reached.
 * Such a request is answered 503 with a retry; anything else (a bug, a bad query) stays a 500.
 */
export function isDependencyFailure(error: unknown): boolean {
  if (isStorefrontError(error)) {
    return error.kind === 'timeout' || error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
  }
  return isDatabaseUnavailable(error);
}
