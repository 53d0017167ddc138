import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-process';
import { freePort } from './postgres-server';

/**
 * One built shop (`build/node/server.js`, as `npm run serve` runs it) started by a test with its
 * own environment, for the tests that stop, break or kill a server (issue 16).
 */
export interface BuiltServer {
  url: string;
  process: ChildProcess;
  output: () => string;
}

export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'build/node/server.js'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SESSION_SECRET: 'a-test-secret-for-one-built-server-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server = { url, process: child, output: () => output };
  await untilReady(server);
  return server;
}

/** Ready when /readyz says the database and the Storefront API answer; fails early if the process dies. */
async function untilReady(server: BuiltServer): Promise<void> {
  // Two instances migrating and seeding one new PostgreSQL at once take the longest.
  const deadline = Date.now() + 400_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null || server.process.signalCode !== null)
      throw new Error(`${server.url} exited with ${server.process.exitCode}:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.url} was not ready in time:\n${server.output()}`);
}

/**
 * Stops the server with `signal` (SIGTERM drains; SIGKILL is a crash) and waits until it is gone;
 * answers its exit code (null when killed by the signal, or never started).
 */
export async function stopBuiltServer(
  server: BuiltServer | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return server?.process.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  return exited;
}
