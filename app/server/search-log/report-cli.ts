/**
 * `npm run search:report [-- --days 30 --limit 20]`: the top searches and the top searches that
 * found nothing. Reads DATABASE_URL, or the embedded database in DATA_DIR (default ./data): the
 * embedded one takes a single process, so stop the shop first (PostgreSQL needs no such care).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../db/connection';
import { formatReport, searchReport } from './report';

const { values } = parseArgs({ options: { days: { type: 'string', default: '30' }, limit: { type: 'string', default: '20' } } });
const days = Number(values.days);
const limit = Number(values.limit);
if (!Number.isInteger(days) || days < 1 || !Number.isInteger(limit) || limit < 1) {
  console.error('--days and --limit take whole numbers from 1.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
try {
  console.log(formatReport(await searchReport(database.db, { days, limit })));
} finally {
  await database.close();
}
