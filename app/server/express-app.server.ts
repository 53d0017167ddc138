import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { apiCors } from './api-cors.server.ts';
import type { Config } from './config.server.ts';
import { rejectCrossSiteWrites, type CrossSiteMessage } from './csrf.server.ts';
import { readablePath } from './readable-path.server.ts';
import { securityHeaders } from './security-headers.server.ts';

/**
 * The Express app with what every response goes through, before the engine and the pages are
 * mounted (server.ts): which proxies are believed about the client's IP and scheme (TRUST_PROXY),
 * a lenient reading of broken paths (readable-path.server.ts), compression, the security headers, CORS for the JSON API and the CSRF guard
 * (which answers in the page's language with `crossSiteMessage`). `first` sees every request before
 * them (the request log, so refused requests are logged too).
 */
export function createExpressApp(
  config: Pick<Config, 'trustProxy' | 'allowedOrigins'>,
  { crossSiteMessage, first = [] }: { crossSiteMessage: CrossSiteMessage; first?: RequestHandler[] },
) {
  const app = express();
  app.disable('x-powered-by');
  // req.ip (the login and registration limits count by it) and req.secure (HSTS) read the
  // X-Forwarded-* headers only from these proxies; with none, from nobody.
  app.set('trust proxy', config.trustProxy);
  for (const handler of first) app.use(handler);
  app.use(readablePath);
  app.use(compression());
  app.use(securityHeaders);
  app.use(apiCors(config.allowedOrigins));
  app.use(rejectCrossSiteWrites(config.allowedOrigins, crossSiteMessage));
  return app;
}
