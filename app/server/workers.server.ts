import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { REFRESH_TOKEN_VARIABLE } from './page-cache-refresh.server';

/**
 * Both cores (issue 14): `count` copies of the whole shop behind one listener (node:cluster), each
 * one an instance as several instances run side by side on PostgreSQL (README, "Deployment"), so
 * nothing a worker keeps for itself matters. The primary serves nothing: it starts the workers,
 * replaces one that dies, and on SIGTERM or SIGINT passes the signal on and exits once every worker
 * has finished its open requests (shutdown.server.ts).
 */

/** A worker that dies sooner than this after it started is failing at start: the next waits longer. */
const STEADY_MS = 10_000;
const RESTART_MS = 1_000;
const FAILING_RESTART_MS = 5_000;
/** Longer than a worker's own grace period (shutdown.server.ts), so the workers end themselves. */
const GRACE_MS = 15_000;

export function runWorkers(count: number, logger: Logger): void {
  // A worker may answer another's background page render (page-cache-refresh.server.ts): one token for all.
  const env = { [REFRESH_TOKEN_VARIABLE]: randomBytes(16).toString('hex') };
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let failed = false;

  const start = () => startedAt.set(cluster.fork(env), Date.now());
  const exitOnceAllStopped = () => {
    if (startedAt.size === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      exitOnceAllStopped();
      return;
    }
    logger.error({ worker: worker.process.pid, code, signal }, 'a worker stopped; starting another');
    setTimeout(
      () => {
        if (!stopping) start();
      },
      lived < STEADY_MS ? FAILING_RESTART_MS : RESTART_MS,
    );
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, 'closing: the workers finish their open requests');
    setTimeout(() => {
      logger.error({ graceMs: GRACE_MS }, 'workers outlasted the grace period; exiting');
      process.exit(1);
    }, GRACE_MS).unref();
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    exitOnceAllStopped();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  logger.info({ workers: count }, 'starting the workers');
  for (let i = 0; i < count; i++) start();
}
