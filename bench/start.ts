/**
 * `npm run build && npm run bench:start`: how long the compiled server takes from `node` to its
 * first home page, on an existing database (bench/.data, seeded by a first start if it is new).
 * Prints each start and the machine's load average, since a busy machine stretches every figure.
 */
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startServer } from './server.ts';

const RUNS = 3;
const dataDir = path.join(ROOT, 'bench', '.data');

async function timedStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const server = await startServer(port, dataDir);
  const elapsed = performance.now() - started;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  return elapsed;
}

// The first start may seed a new database: not counted.
await timedStart();
const times: number[] = [];
for (let run = 0; run < RUNS; run++) times.push(await timedStart());
console.table(times.map((ms, run) => ({ run: run + 1, 'start to first page (ms)': Math.round(ms) })));
console.log(
  `median ${Math.round(times.toSorted((a, b) => a - b)[Math.floor(RUNS / 2)]!)} ms; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
