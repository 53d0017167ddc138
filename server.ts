import type { Server } from 'node:http';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { ConfigError, getConfig, type Config } from './app/server/config.server.ts';
import { apiCors } from './app/server/api-cors.server.ts';
import { rejectCrossSiteWrites } from './app/server/csrf.server.ts';
import { securityHeaders } from './app/server/security-headers.server.ts';
import { closeAfterUnreadBodies } from './app/server/unread-body.server.ts';
import { openDatabase, type DatabaseHandle } from './db/connection.ts';
import { createEngine } from './engine/index.ts';
import { engineMiddleware } from './app/server/mount-engine.server.ts';
import { buildClient } from './app/server/storefront/index.server.ts';
import { LANGUAGE_BASE, type Language } from './app/i18n/languages.ts';

/** The Node entry: one HTTP server for the shop, its assets and (with no Shopify store set) the local engine. */
async function main() {
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(closeAfterUnreadBodies);
  app.use(compression());
  app.use(securityHeaders);
  app.use(apiCors(config.allowedOrigins));
  app.use(rejectCrossSiteWrites(config.allowedOrigins));

  // No Shopify store configured: the local engine answers the Storefront API in this process.
  const engine = config.shopify
    ? undefined
    : await createEngine({
        db: database.db,
        storefrontToken: config.localStorefrontToken,
        publicUrl: config.publicUrl,
        signInLimits: config.loginLimits,
      });
  if (engine) app.use(engineMiddleware(engine));
  const storefront = buildClient(config, engine);

  const build = await mountStorefront(app, config);
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
  app.all([LANGUAGE_BASE.ar, `${LANGUAGE_BASE.ar}/{*path}`], pagesIn('ar'));
  app.all('/{*path}', pagesIn('en'));

  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(
      `Nazzara is open at http://localhost:${port} (${config.shopify ? `Shopify store ${config.shopify.storeDomain}` : 'local engine'})`,
    );
  });
  closeGracefully(server, database);
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
async function mountStorefront(app: express.Express, config: Config): Promise<ServerBuild | (() => Promise<ServerBuild>)> {
  if (config.isProduction) {
    app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static('build/client', { maxAge: '1h', index: false }));
    const buildPath = new URL('./build/server/index.js', import.meta.url).href;
    // An object, not a function: React Router then prepares the routes once, not on every request.
    return (await import(buildPath)) as ServerBuild;
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(devServer.middlewares);
  return () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}

/** On SIGTERM or SIGINT: stop taking connections, let open requests finish, close the database. */
function closeGracefully(server: Server, database: DatabaseHandle) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
