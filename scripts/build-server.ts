/**
 * Compiles the Node entry (server.ts and everything it imports outside the React Router build:
 * config, database, the local engine) into one JavaScript file, build/node/server.js, so that
 * production runs without a TypeScript loader. npm packages stay external (node_modules is there).
 *
 * The bundle's modules share one import.meta.url, so the files they read next to themselves
 * (the engine's brand assets, the database migrations) are copied beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'build', 'node');

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server.ts')],
  outfile: path.join(outDir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'engine', 'assets'), path.join(outDir, 'assets'), {
  recursive: true,
  filter: (source) => !source.endsWith('.md'),
});
fs.cpSync(path.join(root, 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
