import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package (installed by .ci/run): a new
 * cluster in a temporary folder, on a free loopback port, removed again by `stop`. PostgreSQL
 * refuses to run as root, so under root it runs as the package's `postgres` user.
 */
export interface PostgresServer {
  /** postgres://nazzara@127.0.0.1:port/nazzara */
  url: string;
  stop(): Promise<void>;
}

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL under ${root}: apt-get install -y postgresql (.ci/run does)`);
  return path.join(root, newest, 'bin');
}

/** Under root, the uid and gid of the `postgres` user; otherwise this process's own. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

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

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child: ChildProcess = spawn(command, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}:\n${output}`)),
    );
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binaries();
  const user = runAs();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-pg-'));
  const dataDir = path.join(folder, 'data');
  if (user) fs.chownSync(folder, user.uid, user.gid);
  const port = await freePort();
  await run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'nazzara', '--auth=trust', '-E', 'UTF8', '--no-sync'], user);
  // Throwaway data: no fsync. Its socket in the folder, not /var/run, which needs the package's service.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off -c max_connections=100`;
  await run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(folder, 'log'), '-w', 'start'], user);
  await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'nazzara', 'nazzara'], user);
  return {
    url: `postgres://nazzara@127.0.0.1:${port}/nazzara`,
    async stop() {
      try {
        await run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], user);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
