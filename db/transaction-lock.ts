import { sql } from 'drizzle-orm';
import type { Database } from './connection.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Takes a transaction's advisory lock, waiting as long as the holder needs: an instance seeding
 * the catalog may hold it longer than DATABASE_STATEMENT_TIMEOUT_MS, which bounds every other
 * statement. `set local` ends with the transaction.
 */
export async function waitForTransactionLock(tx: Tx, key: number): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
