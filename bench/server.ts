/** The built server on a free loopback port, for the benchmarks (`npm run build` first). */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../scripts/server-process.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the compiled server (`npm run serve`'s build/node/server.js) in production mode on `dataDir` and waits until the home page answers.
 * `env` adds or overrides settings (the soak's DATABASE_URL, TRUST_PROXY, LOG_LEVEL). With `logFile`
 * its output (a JSON line per request, as in production) goes there instead of burying the figures.
 */
export async function startServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  logFile?: string,
): Promise<ChildProcess> {
  if (!fs.existsSync(path.join(ROOT, 'build', 'node', 'server.js'))) throw new Error('No build: run `npm run build` first.');
  fs.mkdirSync(dataDir, { recursive: true });
  // e.g. SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under a bench or soak run.
  // The settings `npm run serve` starts it with, then any flags asked for.
  const nodeArgs = [...SERVER_NODE_ARGS, ...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const output = logFile ? openLog(logFile) : 'inherit';
  const child = spawn(process.execPath, [...nodeArgs, 'build/node/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  await waitUntilAnswers(child, `http://127.0.0.1:${port}/`, 180_000);
  return child;
}

/** A file for the server's output, emptied first, its folder made if need be. */
function openLog(file: string): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return fs.openSync(file, 'w');
}

/** Waits until `url` answers 200 (the process started and is listening), or stops `child` and throws. */
export async function waitUntilAnswers(child: ChildProcess, url: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet (the shop's first start seeds the database).
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${url} did not answer within ${withinMs / 1000} s`);
}
