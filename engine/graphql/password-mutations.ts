/**
 * At most one mutation that runs a password through scrypt, or asks for a reset email, per request.
 * GraphQL aliases let one request ask for a root field many times (`a: customerAccessTokenCreate(…)
 * b: customerAccessTokenCreate(…)`): that would be many password guesses for one request and many
 * hashes (128 MB and a good part of a CPU second each at the OWASP cost) for one request's worth of
 * work on the client's side; for customerRecover, many emails checked against the shop's customers.
 */
import { GraphQLError, type ValidationRule } from 'graphql';

const PASSWORD_MUTATIONS = new Set([
  'customerAccessTokenCreate',
  'customerCreate',
  'customerUpdate',
  'customerActivate',
  'customerActivateByUrl',
  'customerReset',
  'customerResetByUrl',
  'customerRecover',
]);

export const onePasswordMutationRule: ValidationRule = (context) => {
  // Fields with one response key run once, however often they are spelled; different aliases run each.
  const responseKeys = new Set<string>();
  return {
    Field(node) {
      if (context.getParentType() !== context.getSchema().getMutationType() || !PASSWORD_MUTATIONS.has(node.name.value)) return;
      responseKeys.add(node.alias?.value ?? node.name.value);
      if (responseKeys.size === 2) {
        context.reportError(
          new GraphQLError(
            `A request may run only one of ${[...PASSWORD_MUTATIONS].join(', ')}; send each in a request of its own.`,
            { nodes: [node] },
          ),
        );
      }
    },
  };
};
