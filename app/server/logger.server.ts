import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * Structured logs: one JSON line per event on stdout, for a log collector to read. Each request
 * gets an id, returned as `X-Request-Id` so a shopper's report or a proxy's log leads to its line.
 */
export type LogLevel = Level | 'silent';

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'nazzara' } }, destination);
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a load balancer or proxy already gave the request is kept, if it looks like one. */
const UPSTREAM_ID = /^[\w.:@/+=-]{1,128}$/;

/** Health probes arrive every few seconds from each balancer: logged only at debug level. */
const PROBES = new Set(['/healthz', '/readyz']);

/** The path without its query: a search's words or a token in a query string stay out of the logs. */
function routeOf(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  return url.split('?', 1)[0]!;
}

function requestLine(req: IncomingMessage, res: ServerResponse, values: { durationMs: number }) {
  return {
    method: req.method,
    route: routeOf(req),
    status: res.statusCode,
    durationMs: values.durationMs,
    // Closed before the response was sent: the client went away.
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

/** Express middleware: the request id, then one line when the response is sent (or the client gives up). */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const upstream = req.headers[REQUEST_ID_HEADER.toLowerCase()];
      const id = typeof upstream === 'string' && UPSTREAM_ID.test(upstream) ? upstream : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel(req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      return PROBES.has(routeOf(req)) ? 'debug' : 'info';
    },
    customSuccessObject: requestLine,
    // A 5xx's cause is logged where it happened (React Router's handleError); this line says which request.
    customErrorObject: (req, res, _error, values: { durationMs: number }) => requestLine(req, res, values),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  });
}
