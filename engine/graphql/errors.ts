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
