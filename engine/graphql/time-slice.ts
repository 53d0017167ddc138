/**
 * Runs a query in slices, so no request holds the event loop for long (issue 16: 100 ms at most).
 * graphql-js resolves a field whose resolver answers at once without ever yielding: a large
 * answer would be built in one go while every other request waits. This field resolver (used for
 * every field the schema does not resolve itself: all but the root fields) answers as the default
 * one does; once a slice has run `sliceMs`, the fields it meets wait for one shared `setImmediate`,
 * so the event loop serves others before the query goes on with a fresh slice.
 *
 * A query of the public token also rests `restMs` between slices: it may use at most part of the
 * loop, so the shop's own pages stay quick while clients anywhere run the dearest queries allowed
 * (issue 16; public-gate.ts lets one such query run at a time).
 */
import { defaultFieldResolver, GraphQLError, type GraphQLFieldResolver } from 'graphql';

export const SLICE_MS = 10;

/**
 * Fields one request may resolve: well above the shop's own queries (the tests run them all against
 * the seeded catalog), far short of what fills the heap (a variant's view is a few KB). A safety net
 * under the cost estimate (cost.ts), whose plain lists are counted by a bound, not their real
 * length. Past it, every field fails.
 */
export const MAX_RESOLVED_FIELDS = 150_000;

export interface Pace {
  sliceMs: number;
  /** Pause between slices: 0 waits only for the I/O already due. */
  restMs: number;
}

export const SHOP_PACE: Pace = { sliceMs: SLICE_MS, restMs: 0 };
/** Measured in bench/README.md ('Home page under GraphQL abuse'). */
export const PUBLIC_PACE: Pace = { sliceMs: 5, restMs: 20 };

export function slicedFieldResolver(
  { sliceMs, restMs }: Pace = SHOP_PACE,
  maxFields = MAX_RESOLVED_FIELDS,
): GraphQLFieldResolver<unknown, unknown> {
  let resolved = 0;
  // One error for every field past the limit: the answer carries it once per branch, not a copy each.
  const tooMany = new GraphQLError(`Query resolved more than ${maxFields} fields, which one request may not`, {
    extensions: { code: 'MAX_COST_EXCEEDED' },
  });
  let sliceStart = performance.now();
  let nextSlice: Promise<void> | null = null;
  const yieldToOthers = () =>
    (nextSlice ??= new Promise((resolve) => {
      const next = () => {
        sliceStart = performance.now();
        nextSlice = null;
        resolve();
      };
      if (restMs > 0) setTimeout(next, restMs);
      else setImmediate(next);
    }));
  return (source, args, context, info) => {
    if (++resolved > maxFields) throw tooMany;
    if (nextSlice === null && performance.now() - sliceStart < sliceMs) return defaultFieldResolver(source, args, context, info);
    return yieldToOthers().then(() => defaultFieldResolver(source, args, context, info));
  };
}
