/**
 * Failures of a Storefront API call, typed so a route can decide what to show:
 * - 'timeout': no answer within the client's time-out;
 * - 'network': the request never got an HTTP answer (connection refused, reset, DNS ...);
 * - 'http': an HTTP answer that is not a usable GraphQL response (401, 5xx, HTML, bad JSON);
 * - 'graphql': a GraphQL response with `errors` (a bad query, an unsupported field, throttling).
 * userErrors are not exceptions: they are data the pages show (see `userErrorsMessage`).
 */
export type StorefrontErrorKind = 'timeout' | 'network' | 'http' | 'graphql';

export interface StorefrontErrorDetails {
  /** HTTP status, when there was an HTTP answer. */
  status?: number;
  /** Human-readable messages, e.g. each GraphQL error's message. */
  messages?: string[];
  /** GraphQL error codes from `extensions.code` (e.g. THROTTLED, ACCESS_DENIED). */
  codes?: string[];
  /** Operation name, to find the failing document in logs. */
  operation?: string;
  cause?: unknown;
}

/**
 * The mark every StorefrontError carries. server.ts builds the client from the TypeScript sources
 * while the route build bundles its own copy of this file, so production runs two StorefrontError
 * classes: the client throws one, the routes catch with the other. A registered symbol is the same
 * in both copies, so the check below (and `instanceof`) recognises either copy's errors.
 */
const BRAND = Symbol.for('nazzara.StorefrontError');

export class StorefrontError extends Error {
  /** `error instanceof StorefrontError` by the mark, not by this copy's prototype. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isStorefrontError(value);
  }

  override name = 'StorefrontError';
  readonly [BRAND] = true;
  readonly kind: StorefrontErrorKind;
  readonly status: number | undefined;
  readonly messages: string[];
  readonly codes: string[];
  readonly operation: string | undefined;

  constructor(kind: StorefrontErrorKind, message: string, details: StorefrontErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.messages = details.messages ?? [message];
    this.codes = details.codes ?? [];
    this.operation = details.operation;
  }
}

export function isStorefrontError(error: unknown): error is StorefrontError {
  return typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true;
}

/** SPEC §8: "userErrors messages joined with commas". Empty string when there are none. */
export function userErrorsMessage(errors: readonly { message: string }[] | null | undefined): string {
  return (errors ?? []).map((error) => error.message).join(', ');
}
