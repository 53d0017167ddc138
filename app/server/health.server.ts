import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../../db/connection.ts';
import { ShopQuery } from './storefront/documents/localization.ts';
import type { StorefrontClient } from './storefront/client.server.ts';

/**
 * Probes for a load balancer or an orchestrator:
 * - `GET /healthz`: the process is alive and answering (restart it if not);
 * - `GET /readyz`: it can serve shoppers, i.e. the database and the Storefront API answer (send it
 *   no traffic if not). A failing check is named, never explained: the cause goes to the log.
 */

/** A check resolves when its dependency answers and rejects otherwise. */
export type ReadinessCheck = () => Promise<unknown>;

const CHECK_TIMEOUT_MS = 3000;

export function databaseCheck(db: Database): ReadinessCheck {
  return () => db.execute(sql`select 1`);
}

/** The lightest query the shop sends anyway: the shop's name. */
export function storefrontCheck(storefront: StorefrontClient): ReadinessCheck {
  return () => storefront.query(ShopQuery, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
}

/** A dependency that hangs fails its check: a probe must answer before the balancer gives up on it. */
function withinTimeout(check: ReadinessCheck, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    check()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

export function healthRoutes(
  checks: Record<string, ReadinessCheck>,
  logger: Logger,
  { timeoutMs = CHECK_TIMEOUT_MS } = {},
): Router {
  const router = Router();
  // Never cached: a proxy must not answer a probe with an old verdict.
  router.use(['/healthz', '/readyz'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const names = Object.keys(checks);
    const results = await Promise.allSettled(names.map((name) => withinTimeout(checks[name]!, timeoutMs)));
    const verdicts: Record<string, 'ok' | 'failing'> = {};
    results.forEach((result, i) => {
      verdicts[names[i]!] = result.status === 'fulfilled' ? 'ok' : 'failing';
      if (result.status === 'rejected') logger.warn({ check: names[i], err: result.reason }, 'readiness check failed');
    });
    const ready = results.every((result) => result.status === 'fulfilled');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', checks: verdicts });
  });
  return router;
}
