/**
 * Runs a query in slices, so no request holds the event loop for long (issue 16: 100 ms at most).
 * graphql-js resolves a field whose resolver answers at once without ever yielding: a large
 * answer would be built in one go while every other request waits. This field resolver (used for
 * every field the schema does not resolve itself: all but the root fields) answers as the default
 * one does; once a slice has run `sliceMs`, the fields it meets wait for one shared `setImmediate`,
 * so the event loop serves others before the query goes on with a fresh slice.
 */
import { defaultFieldResolver, type GraphQLFieldResolver } from 'graphql';

export const SLICE_MS = 10;

export function slicedFieldResolver(sliceMs = SLICE_MS): GraphQLFieldResolver<unknown, unknown> {
  let sliceStart = performance.now();
  let nextSlice: Promise<void> | null = null;
  const yieldToOthers = () =>
    (nextSlice ??= new Promise((resolve) => {
      setImmediate(() => {
        sliceStart = performance.now();
        nextSlice = null;
        resolve();
      });
    }));
  return (source, args, context, info) => {
    if (nextSlice === null && performance.now() - sliceStart < sliceMs) return defaultFieldResolver(source, args, context, info);
    return yieldToOthers().then(() => defaultFieldResolver(source, args, context, info));
  };
}
