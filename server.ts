import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerBuild } from 'react-router';
import { ConfigError, getConfig, type Config } from './app/server/config.server.ts';
import { createExpressApp } from './app/server/express-app.server.ts';
import { databaseCheck, healthRoutes, storefrontCheck } from './app/server/health.server.ts';
import { createLogger, requestLogger } from './app/server/logger.server.ts';
import type { Logger } from 'pino';
import { closeOnSignals } from './app/server/shutdown.server.ts';
import { runWorkers } from './app/server/workers.server.ts';
import { drainUnreadBodies } from './app/server/unread-body.server.ts';
import { openDatabase } from './db/connection.ts';
import { createEngine } from './engine/index.ts';
import { engineMiddleware } from './app/server/mount-engine.server.ts';
import { pageCache } from './app/server/page-cache.server.ts';
import { catalogVersion } from './app/server/catalog/catalog-version.ts';
import { buildClient } from './app/server/storefront/index.server.ts';
import type { StorefrontClient } from './app/server/storefront/client.server.ts';
import { ShopQuery } from './app/server/storefront/documents/localization.ts';
import { noteCheckoutUrl } from './app/server/cart/checkout-origins.server.ts';
import { answerUnavailable } from './app/server/unavailable/answer-unavailable.server.ts';
import { edgeMessagesOf } from './app/server/edge-messages-of.server.ts';
import { ARABIC_HOME_DATA, LANGUAGE_BASE, type Language } from './app/i18n/languages.ts';

/** The Node entry: one HTTP server for the shop, its assets and (with no Shopify store set) the local engine. */
async function main(config: Config) {
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: { connectMs: config.timeouts.databaseConnectMs, statementMs: config.timeouts.databaseStatementMs },
  });

  // Set once the route build is loaded, before the server listens.
  const routes: { build?: RouteBuild } = {};
  const app = createExpressApp(config, {
    first: [requestLogger(logger), drainUnreadBodies],
    crossSiteMessage: async (language) => edgeMessagesOf(await loaded(routes.build)).crossSiteMessage(language),
  });

  // No Shopify store configured: the local engine answers the Storefront API in this process.
  const engine = config.shopify
    ? undefined
    : await createEngine({
        db: database.db,
        storefrontToken: config.localStorefrontToken,
        publicUrl: config.publicUrl,
        signInLimits: config.loginLimits,
        registrationLimitPerIp: config.registrationLimitPerIp,
      });
  const storefront = buildClient(config, engine);
  if (config.shopify) learnCheckoutDomain(storefront, logger);
  app.use(healthRoutes({ database: databaseCheck(database.db), storefront: storefrontCheck(storefront) }, logger));
  if (engine) app.use(engineMiddleware(engine));

  const build = answerUnavailable(await mountStorefront(app, config));
  routes.build = build;
  // One route table, served twice: Arabic pages are the same routes under the /ar basename, so every
  // link, form and redirect an Arabic page makes stays in Arabic.
  const pagesIn = (language: Language) => {
    const basename = LANGUAGE_BASE[language] || '/';
    return createRequestHandler({
      build: typeof build === 'function' ? async () => ({ ...(await build()), basename }) : { ...build, basename },
      mode: config.isProduction ? 'production' : 'development',
      getLoadContext: (req) => ({ db: database.db, storefront, clientIp: req.ip, language }),
    });
  };
  // Anonymous visitors' pages from memory for a few seconds (page-cache.server.ts).
  if (config.isProduction) app.use(pageCache({ version: catalogVersion }));
  app.all([LANGUAGE_BASE.ar, ARABIC_HOME_DATA, `${LANGUAGE_BASE.ar}/{*path}`], pagesIn('ar'));
  app.all('/{*path}', pagesIn('en'));

  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      { port, storefront: config.shopify ? config.shopify.storeDomain : 'local engine', database: database.kind },
      `Nazzara is open at http://localhost:${port}`,
    );
  });
  // Idle keep-alive connections stay open longer than a load balancer's idle timeout (60 s on the
  // common ones): at Node's 5 s default, a request sent on a connection just as the server closed it
  // was answered with a reset (ECONNRESET), and the balancer turns that into a 502.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  closeOnSignals(server, { logger, close: () => database.close() });
}

/**
 * A Shopify store's checkout URLs are on its primary domain: the Content-Security-Policy lets forms
 * go on to it from the first page served (checkout-origins.server.ts). Not waited for: the shop opens
 * without it, and the first cart read teaches it too.
 */
function learnCheckoutDomain(storefront: StorefrontClient, logger: Logger): void {
  storefront
    .query(ShopQuery)
    .then(({ shop }) => noteCheckoutUrl(shop.primaryDomain.url))
    .catch((err: unknown) => logger.warn({ err }, "the store's primary domain could not be read"));
}

type RouteBuild = ServerBuild | (() => Promise<ServerBuild>);

async function loaded(build: RouteBuild | undefined): Promise<ServerBuild> {
  if (!build) throw new Error('the route build is not loaded yet');
  return typeof build === 'function' ? build() : build;
}

function readConfigOrExit(): Config {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Production serves the built client (hashed assets cached for a year, as they never change under
 * one name) and loads the built server; development runs Vite in middleware mode.
 */
async function mountStorefront(app: Express, config: Config): Promise<RouteBuild> {
  if (config.isProduction) {
    // The build's own brotli and gzip copies (vite.config.ts), else the file as it is.
    const precompressed = (folder: string, maxAge: string, immutable = false) =>
      expressStaticGzip(folder, {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        serveStatic: { immutable, maxAge, index: false },
      });
    app.use('/assets', precompressed('build/client/assets', '1y', true));
    // Only the few files at the top of build/client (favicon.svg): asked for every page instead, the
    // static middleware looked each page's path up on disk first.
    const topFiles = new Set(
      fs
        .readdirSync('build/client', { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
    const topStatic = precompressed('build/client', '1h');
    app.use((req, res, next) => (topFiles.has(req.path) ? topStatic(req, res, next) : next()));
    // From the working folder, like the assets above: this file also runs compiled, from build/node/.
    const buildPath = pathToFileURL(path.resolve('build/server/index.js')).href;
    // An object, not a function: React Router then prepares the routes once, not on every request.
    return (await import(buildPath)) as ServerBuild;
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(devServer.middlewares);
  return () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}

const config = readConfigOrExit();
// With WORKERS above 1 this process only starts and watches the workers, each of which runs main().
if (config.workers > 1 && cluster.isPrimary) runWorkers(config.workers, createLogger(config.logLevel));
else await main(config);
