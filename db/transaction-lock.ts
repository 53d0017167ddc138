import { sql } from 'drizzle-orm';
import type { Transaction as Tx } from './connection.ts';

/**
 * Takes a transaction's advisory lock, waiting as long as the holder needs: an instance seeding
 * the catalog may hold it longer than DATABASE_STATEMENT_TIMEOUT_MS, which bounds every other
 * statement. `set local` ends with the transaction.
 */
export async function waitForTransactionLock(tx: Tx, key: number): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
