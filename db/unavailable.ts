/**
 * Whether an error means the database could not be reached (as opposed to a bad query): the shop
 * then answers 503 and tries again on the next request, as the pool reconnects by itself.
 * Drivers and drizzle wrap the cause (`cause`, AggregateError's `errors`), so the whole chain is read.
 */

/** Socket-level failures (Node) and postgres.js's own connection codes. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or overloaded: class 08 (connection
 * exception), 53300 (too many connections), 57014 (statement timeout), 57P01–57P03 (shutdown,
 * crash, cannot connect now).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '53300' || code === '57014' || /^57P0[1-3]$/.test(code);
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableState(code))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
