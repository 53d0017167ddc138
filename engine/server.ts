/**
 * Runs the engine on its own (`npm run engine`): a node:http server on ENGINE_PORT (default 4000)
 * with its own database (DATA_DIR, default ./data, or DATABASE_URL), public storefront token
 * LOCAL_STOREFRONT_TOKEN and, for servers that pass their shoppers' IPs, private token
 * LOCAL_STOREFRONT_PRIVATE_TOKEN (without it, a random one: private access is off). ENGINE_PUBLIC_URL sets the origin used in checkout and image URLs
 * (default http://localhost:{port}). Tests start the same listener on port 0.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createRequestListener, type FetchHandler } from '@remix-run/node-fetch-server';
import { openDatabase, type Database } from '../db/connection.ts';
import { createEngine, type EngineOptions } from './index.ts';

export const DEFAULT_STOREFRONT_TOKEN = 'nazzara-local-storefront-token';

export interface EngineServer {
  server: http.Server;
  /** The origin the server listens on, e.g. http://127.0.0.1:4000. */
  url: string;
  close(): Promise<void>;
}

export type EngineServerOptions = Omit<EngineOptions, 'publicUrl'> & {
  db: Database;
  port: number;
  host?: string;
  /** Defaults to the origin the server listens on. */
  publicUrl?: string;
};

export async function startEngineServer(options: EngineServerOptions): Promise<EngineServer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`;
  const engine = await createEngine({ ...options, publicUrl: options.publicUrl ?? url });
  const answer: FetchHandler = async (request, client) =>
    (await engine.handle(request, { clientIp: client.address })) ??
    new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  server.on('request', createRequestListener(answer));
  return {
    server,
    url,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.ENGINE_PORT ?? 4000);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
  const running = await startEngineServer({
    db: database.db,
    port,
    host: process.env.ENGINE_HOST ?? '0.0.0.0',
    storefrontToken: process.env.LOCAL_STOREFRONT_TOKEN ?? DEFAULT_STOREFRONT_TOKEN,
    privateToken: process.env.LOCAL_STOREFRONT_PRIVATE_TOKEN,
    publicUrl: process.env.ENGINE_PUBLIC_URL,
  });
  console.log(`Local Storefront API engine on ${running.url}/api/2024-10/graphql.json (${database.kind})`);
  const shutdown = async (signal: string) => {
    console.log(`${signal}: closing the engine`);
    running.server.closeAllConnections();
    await running.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
