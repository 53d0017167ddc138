/**
 * `npm run soak`: simulated shoppers against the built server (`npm run build` first), then the
 * home page under GraphQL abuse. Prints request counts, p50/p99 per route, errors, lost carts,
 * oversold units and the server's memory over time; exits 1 on any error, lost cart or oversell.
 *
 *   npm run soak -- --shoppers 200 --duration 600 --postgres
 *
 * Options: --shoppers (50), --duration in seconds (60), --postgres (a throwaway PostgreSQL instead
 * of PGlite), --workers (1: processes serving the shop, more than one with --postgres), --think-ms
 * (1000: a shopper's mean pause between requests), --arrival-seconds (the shoppers arrive one
 * after another over this time; default a tenth of the run, at most 10 s), --timeout-ms (30000: a
 * slower answer is an error), --abusers (20) and --abuse-seconds (30) for the home page under
 * GraphQL abuse (0: skip), --json (the whole report).
 */
import { parseArgs } from 'node:util';
import { runSoak, soakPassed, type SoakReport } from './soak.ts';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    postgres: { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
    'think-ms': { type: 'string', default: '1000' },
    'arrival-seconds': { type: 'string' },
    'timeout-ms': { type: 'string', default: '30000' },
    abusers: { type: 'string', default: '20' },
    'abuse-seconds': { type: 'string', default: '30' },
    json: { type: 'boolean', default: false },
  },
});

function count(name: keyof typeof values, max: number): number {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    console.error(`--${name} must be a whole number from 0 to ${max}`);
    process.exit(2);
  }
  return n;
}

/** Memory growth: the mean of the last third of the samples against the middle third's (the first third is warm-up). */
function memoryTrend(memory: SoakReport['memory']): string {
  const mbs = memory.map(([, mb]) => mb);
  const third = Math.floor(mbs.length / 3);
  if (third < 1) return 'too few samples';
  const mean = (list: number[]) => list.reduce((sum, mb) => sum + mb, 0) / list.length;
  const middle = mean(mbs.slice(third, 2 * third));
  const last = mean(mbs.slice(2 * third));
  return `middle third ${Math.round(middle)} MB, last third ${Math.round(last)} MB (${last >= middle ? '+' : ''}${Math.round(((last - middle) / middle) * 100)} %)`;
}

function print(report: SoakReport): void {
  console.log(
    `\n${report.shoppers} shoppers, ${report.seconds} s, ${report.database}: ${report.requests} requests, ${report.orders} orders, ${report.soldOutPayments} payments refused as sold out\n`,
  );
  console.table(report.routes.map(({ route, count, p50, p99 }) => ({ route, requests: count, 'p50 ms': p50, 'p99 ms': p99 })));
  console.log(`errors: ${report.errors.length}`);
  for (const error of report.errors.slice(0, 20)) console.log(`  ${error}`);
  console.log(
    `lost carts: ${report.lostCarts}; cart lines left out or lowered as sold out meanwhile (said by the shop): ${report.soldOutLines}; checkouts held back while lines waited (said): ${report.heldCheckouts}`,
  );
  console.log(
    `oversold units: ${report.oversoldUnits}; stock changes that do not match the orders: ${report.stockMismatches.length}`,
  );
  for (const mismatch of report.stockMismatches.slice(0, 20)) console.log(`  ${mismatch}`);
  console.log(`server memory (RSS): ${report.memory.map(([s, mb]) => `${s}s ${mb}MB`).join(', ')}`);
  console.log(`memory trend: ${memoryTrend(report.memory)}`);
  if (report.abuse) {
    const { abusers, seconds, quiet, abused, statuses } = report.abuse;
    console.log(`\nhome page alone: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms (${quiet.count} requests)`);
    console.log(
      `home page while ${abusers} clients hammer GraphQL for ${seconds} s: p50 ${abused.p50} ms, p99 ${abused.p99} ms (${abused.count} requests)`,
    );
    console.log(`abusers' answers: ${JSON.stringify(statuses)}`);
  }
}

const report = await runSoak({
  shoppers: count('shoppers', 10_000),
  durationSeconds: count('duration', 24 * 3600),
  postgres: values.postgres,
  workers: count('workers', 64),
  thinkMs: count('think-ms', 60_000),
  ...(values['arrival-seconds'] === undefined ? {} : { arrivalSeconds: count('arrival-seconds', 3600) }),
  requestTimeoutMs: count('timeout-ms', 600_000),
  abusers: count('abusers', 1000),
  abuseSeconds: count('abuse-seconds', 3600),
  log: (line) => console.log(line),
});
if (values.json) console.log(JSON.stringify(report, null, 1));
else print(report);
const passed = soakPassed(report);
console.log(passed ? '\nPASS: no errors, no lost carts, no oversold units' : '\nFAIL');
process.exit(passed ? 0 : 1);
