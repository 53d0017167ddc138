import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/connection';
import { createSearchLog } from './search-log.server';

/** `npm run search:report` as the shop owner runs it, against an embedded database holding searches. */
const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, 'report-cli.ts');
let dataDir: string;

const report = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-search-report-'));
  const database = await openDatabase({ dataDir });
  try {
    const log = createSearchLog(database.db);
    for (let i = 0; i < 3; i++) log.record({ text: 'Ray-Ban', resultsCount: 6 });
    log.opened(log.record({ text: 'shades', resultsCount: 68 }));
    for (let i = 0; i < 2; i++) log.record({ text: 'Cartier', resultsCount: 0 });
    await log.flush();
  } finally {
    await database.close();
  }
}, 60_000);

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run search:report', () => {
  it('prints the top searches and the top searches with no results', async () => {
    const { stdout } = await report();
    expect(stdout).toContain('Searches in the last 30 days: 6');
    const [top, zero] = stdout.split('Top searches with no results');
    expect(top).toMatch(/ray ban\s+3\s+0\s+6/);
    expect(top).toMatch(/shades\s+1\s+1\s+68/);
    expect(zero).toMatch(/cartier\s+2/);
    expect(zero).not.toContain('shades');
  }, 60_000);

  it('refuses a period that is not a whole number of days', async () => {
    await expect(report('--days', '0')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--days and --limit take whole numbers from 1.'),
    });
  }, 60_000);
});
