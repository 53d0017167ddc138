/**
 * Vitest's global setup: makes one new, migrated `memory://` database and dumps it to a file that
 * every test's `memory://` database then starts from (db/connection.ts, memoryTemplate). The
 * variable reaches the test workers, which start after this.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEMORY_TEMPLATE_VARIABLE, openDatabase } from './connection.ts';

export default async function setup(): Promise<() => void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-pglite-template-'));
  const file = path.join(folder, 'memory.tar');
  delete process.env[MEMORY_TEMPLATE_VARIABLE];
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    const dump = await handle.db.$client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  process.env[MEMORY_TEMPLATE_VARIABLE] = file;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
