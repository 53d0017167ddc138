/** Builds and starts the bench's reference page (bench/bare), a child process like the shop's server. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitUntilAnswers } from '../server.ts';

export const BARE_DIR = import.meta.dirname;
export const BARE_CLIENT = path.join(BARE_DIR, 'build', 'client');

/** `react-router build` in bench/bare: a few seconds, so every bench run measures the installed React Router. */
export function buildBarePage(): void {
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: BARE_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`Building bench/bare failed (exit ${result.status})`);
}

export async function startBarePage(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(BARE_DIR, 'serve.ts')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilAnswers(child, `http://127.0.0.1:${port}/`, 30_000);
  return child;
}
