import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../../db/connection';
import { searchLog } from '../db/search-log';
import { formatReport, searchReport } from './report';
import { createSearchLog, logQuery } from './search-log.server';

let database: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  db = database.db;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await db.delete(searchLog);
});

const rows = () => db.select().from(searchLog);

describe('search log', () => {
  it('normalises the text: case, accents, Arabic letter variants, spacing', () => {
    expect(logQuery('  Ray-Ban   AVIATOR ')).toBe('ray ban aviator');
    expect(logQuery('نظارة  شمسية')).toBe('نظاره شمسيه');
    expect(logQuery('Chloé')).toBe('chloe');
  });

  it('keeps emails and phone numbers out of the log, and frame sizes and model codes in', () => {
    expect(logQuery('layla.haddad@example.com ray-ban')).toBe('ray ban');
    expect(logQuery('+971 50 123 4567')).toBe('');
    expect(logQuery('order 050-123-4567 aviator')).toBe('order aviator');
    expect(logQuery('٠٥٠١٢٣٤٥٦٧')).toBe('');
    expect(logQuery('۰۵۰ ۱۲۳ ۴۵۶۷')).toBe('');
    expect(logQuery('52-18-145 rb1369')).toBe(logQuery('52-18-145') + ' ' + logQuery('rb1369'));
    expect(logQuery('52-18-145')).not.toBe('');
  });

  it('writes a results page search, then marks it opened', async () => {
    const log = createSearchLog(db);
    const id = log.record({ text: 'Gucci', resultsCount: 5 });
    await log.flush();
    expect(await rows()).toMatchObject([{ id, query: 'gucci', resultsCount: 5, source: 'results', opened: false }]);
    log.opened(id);
    await log.flush();
    expect(await rows()).toMatchObject([{ id, opened: true }]);
  });

  it('marks a search opened before it was written', async () => {
    const log = createSearchLog(db);
    const id = log.record({ text: 'shades', resultsCount: 68 });
    log.opened(id);
    await log.flush();
    expect(await rows()).toMatchObject([{ id, opened: true }]);
  });

  it('counts suggestions only when one is opened, and not after they expire', async () => {
    let time = Date.parse('2026-11-01T10:00:00Z');
    const log = createSearchLog(db, { offerMs: 60_000, now: () => time });
    const opened = log.offer({ text: 'rayb', resultsCount: 6 });
    const ignored = log.offer({ text: 'ra', resultsCount: 30 });
    const late = log.offer({ text: 'guc', resultsCount: 5 });
    log.opened(opened);
    await log.flush();
    expect(await rows()).toMatchObject([{ id: opened, query: 'rayb', source: 'suggestions', opened: true }]);
    time += 120_000;
    log.opened(late);
    await log.flush();
    expect((await rows()).map((row) => row.id)).toEqual([opened]);
    expect(ignored).not.toBe(opened);
  });

  it('ignores ids it does not know or that are not ids', async () => {
    const log = createSearchLog(db);
    log.opened('not-an-id');
    log.opened('0f8fad5b-d9cb-469f-a165-70867728950e');
    await expect(log.flush()).resolves.toBeUndefined();
    expect(await rows()).toEqual([]);
  });

  it('writes on its own a moment later, and in one go when the queue is long', async () => {
    const log = createSearchLog(db, { flushMs: 20, maxBatch: 3 });
    log.record({ text: 'one', resultsCount: 1 });
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1));
    for (const text of ['two', 'three', 'four']) log.record({ text, resultsCount: 1 });
    await vi.waitFor(async () => expect(await rows()).toHaveLength(4));
  });

  it('logs a failed write instead of throwing', async () => {
    const broken = { insert: () => ({ values: () => Promise.reject(new Error('disk full')) }) } as unknown as Database;
    const log = createSearchLog(broken);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.record({ text: 'gucci', resultsCount: 5 });
    await expect(log.flush()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('sweeps rows older than it keeps', async () => {
    const now = Date.parse('2026-11-01T10:00:00Z');
    await db.insert(searchLog).values({
      id: crypto.randomUUID(),
      query: 'old',
      resultsCount: 1,
      source: 'results',
      createdAt: new Date(now - 200 * 86_400_000),
    });
    const log = createSearchLog(db, { keepDays: 180, now: () => now });
    log.record({ text: 'new', resultsCount: 1 });
    await log.flush();
    expect((await rows()).map((row) => row.query)).toEqual(['new']);
  });
});

describe('search report', () => {
  it('lists the top searches and the top searches with no results of the last days', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const day = 86_400_000;
    const row = (query: string, resultsCount: number, daysAgo: number, opened = false) => ({
      id: crypto.randomUUID(),
      query,
      resultsCount,
      source: 'results',
      opened,
      createdAt: new Date(now.getTime() - daysAgo * day),
    });
    await db
      .insert(searchLog)
      .values([
        row('rayban', 6, 1, true),
        row('rayban', 6, 2),
        row('rayban', 6, 3, true),
        row('shades', 68, 1),
        row('dior', 0, 1),
        row('dior', 0, 5),
        row('persol sport', 0, 2),
        row('dior', 0, 40),
        row('oakley', 4, 45),
      ]);
    const report = await searchReport(db, { days: 30, limit: 10, now });
    expect(report.searches).toBe(7);
    expect(report.topQueries).toEqual([
      { query: 'rayban', searches: 3, opened: 2, results: 6 },
      { query: 'dior', searches: 2, opened: 0, results: 0 },
      { query: 'persol sport', searches: 1, opened: 0, results: 0 },
      { query: 'shades', searches: 1, opened: 0, results: 68 },
    ]);
    expect(report.zeroResults).toEqual([
      { query: 'dior', searches: 2 },
      { query: 'persol sport', searches: 1 },
    ]);
    const text = formatReport(report);
    expect(text).toContain('Searches in the last 30 days: 7');
    expect(text).toMatch(/rayban\s+3\s+2\s+6/);
    expect(text).toMatch(/Top searches with no results\n.*\n\s+dior\s+2/);
  });
});
