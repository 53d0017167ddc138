/**
 * Stock is the one catalog value that changes at runtime (checkout lowers it), possibly from
 * another engine instance, so it is read from the database once per request. Reads are batched:
 * every variant asked for in the same tick is fetched with one query.
 */
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/connection.ts';
import { variants } from '../db/schema.ts';

export interface StockReader {
  /** Units on hand for a variant (0 for an unknown one). */
  quantity(variantId: number): Promise<number>;
  /** Units on hand for every variant; used by filters that look at the whole catalog. */
  all(): Promise<Map<number, number>>;
}

export function createStockReader(db: Database | Transaction): StockReader {
  const known = new Map<number, number>();
  let everything: Promise<Map<number, number>> | null = null;
  let pending: { ids: Set<number>; done: Promise<void> } | null = null;

  const fetchBatch = (ids: Set<number>) =>
    db
      .select({ id: variants.id, quantity: variants.quantity })
      .from(variants)
      .where(inArray(variants.id, [...ids]))
      .then((rows) => {
        for (const id of ids) known.set(id, 0);
        for (const row of rows) known.set(row.id, row.quantity);
      });

  return {
    async quantity(variantId) {
      const cached = known.get(variantId);
      if (cached !== undefined) return cached;
      if (!pending) {
        const ids = new Set<number>();
        // Wait a microtask so sibling fields can join the batch before the query goes out.
        const done = Promise.resolve().then(() => {
          pending = null;
          return fetchBatch(ids);
        });
        pending = { ids, done };
      }
      pending.ids.add(variantId);
      await pending.done;
      return known.get(variantId) ?? 0;
    },
    all() {
      everything ??= db
        .select({ id: variants.id, quantity: variants.quantity })
        .from(variants)
        .then((rows) => {
          for (const row of rows) known.set(row.id, row.quantity);
          return new Map(rows.map((row) => [row.id, row.quantity]));
        });
      return everything;
    },
  };
}
