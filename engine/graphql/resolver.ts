/** The shape of a root field resolver: arguments in, a view (or a promise of one) out. */
import type { EngineContext } from './context.ts';

export type RootResolver = (args: Record<string, unknown>, ctx: EngineContext) => unknown;

/**
 * Types a resolver's arguments once. The schema has already validated and coerced them, so the
 * cast only names what GraphQL guarantees.
 */
export function resolver<A>(fn: (args: A, ctx: EngineContext) => unknown): RootResolver {
  return fn as RootResolver;
}
