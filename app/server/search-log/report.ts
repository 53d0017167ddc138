import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { searchLog } from '../db/search-log';

/** What shoppers searched for (issue 12): the owner's view of what to stock and which synonym to add. */
export interface SearchReport {
  days: number;
  searches: number;
  topQueries: { query: string; searches: number; opened: number; results: number }[];
  zeroResults: { query: string; searches: number }[];
}

export async function searchReport(db: Database, { days = 30, limit = 20, now = new Date() } = {}): Promise<SearchReport> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const recent = gte(searchLog.createdAt, since);
  const searches = count();
  const [total, topQueries, zeroResults] = await Promise.all([
    db.select({ searches }).from(searchLog).where(recent),
    db
      .select({
        query: searchLog.query,
        searches,
        opened: sql<number>`count(*) filter (where ${searchLog.opened})`.mapWith(Number),
        results: sql<number>`round(avg(${searchLog.resultsCount}))`.mapWith(Number),
      })
      .from(searchLog)
      .where(recent)
      .groupBy(searchLog.query)
      .orderBy(desc(searches), searchLog.query)
      .limit(limit),
    db
      .select({ query: searchLog.query, searches })
      .from(searchLog)
      .where(and(recent, eq(searchLog.resultsCount, 0)))
      .groupBy(searchLog.query)
      .orderBy(desc(searches), searchLog.query)
      .limit(limit),
  ]);
  return { days, searches: total[0]?.searches ?? 0, topQueries, zeroResults };
}

function table(title: string, head: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return `${title}\n  (none)\n`;
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    '  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [title, line(head), ...cells.slice(1).map(line)].join('\n') + '\n';
}

/** The report as the terminal shows it. */
export function formatReport(report: SearchReport): string {
  return [
    `Searches in the last ${report.days} days: ${report.searches}\n`,
    table(
      'Top searches',
      ['query', 'searches', 'opened', 'results'],
      report.topQueries.map((q) => [q.query, q.searches, q.opened, q.results]),
    ),
    table(
      'Top searches with no results',
      ['query', 'searches'],
      report.zeroResults.map((q) => [q.query, q.searches]),
    ),
  ].join('\n');
}
