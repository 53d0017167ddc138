/** GraphQL errors the engine raises on purpose, with Shopify-style `extensions.code`. */
import { GraphQLError } from 'graphql';

export function badArgument(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'ARGUMENT_INVALID' } });
}

export function unsupportedField(name: string): GraphQLError {
  return new GraphQLError(`Field '${name}' is not supported by the local engine`, {
    extensions: { code: 'NOT_SUPPORTED_BY_LOCAL_ENGINE' },
  });
}

/**
 * Shopify's answer to a client over a limit: HTTP 200, the field null and a GraphQL error with
 * code THROTTLED (as its documented throttle responses; the limits themselves are not published).
 */
export function throttled(): GraphQLError {
  return new GraphQLError('Throttled', { extensions: { code: 'THROTTLED' } });
}

/** Seconds a client is asked to wait when the engine's database cannot be reached. */
export const ENGINE_RETRY_AFTER_SECONDS = 30;

/** The answer of an engine whose database is down (HTTP 503), naming nothing internal. */
export function serviceUnavailable(): GraphQLError {
  return new GraphQLError('Service unavailable. Please try again shortly.', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
}
