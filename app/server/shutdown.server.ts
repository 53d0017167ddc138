import type { Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/**
 * Graceful shutdown: on SIGTERM (an orchestrator replacing the instance) or SIGINT (Ctrl-C) the
 * server stops taking connections, lets the requests it is answering finish, then closes the
 * database (PGlite must be closed to leave its files whole) and exits.
 */

/**
 * Tracks the server's open responses from now on; the returned function closes the server and
 * resolves once the last of them is sent and every connection is shut.
 */
export function drainer(server: Server): () => Promise<void> {
  const open = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    // A request that arrives on a kept-alive connection while draining is still answered, but
    // tells the client not to reuse the connection.
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      open.delete(res);
      // Its connection is idle now: close it rather than wait for the keep-alive time-out.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return () =>
    new Promise<void>((resolve, reject) => {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeIdleConnections();
    });
}

export interface ShutdownOptions {
  logger: Logger;
  /** Closes what the server used (the database), after the last response. */
  close: () => Promise<void>;
  /** How long open requests may take before the process exits anyway. */
  graceMs?: number;
}

export function closeOnSignals(server: Server, { logger, close, graceMs = 10_000 }: ShutdownOptions): void {
  const drain = drainer(server);
  let closing = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing: finishing open requests');
    const force = setTimeout(() => {
      logger.error({ graceMs }, 'open requests outlasted the grace period; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    try {
      await drain();
      await close();
      logger.info('closed');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}
