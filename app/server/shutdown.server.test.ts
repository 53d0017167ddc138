/** Graceful shutdown: open requests finish, idle connections close, and a real process closes PGlite and exits 0. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { drainer } from './shutdown.server';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, pathname: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('drainer', () => {
  it('lets an open request finish, closes idle kept-alive connections, and takes no new ones', async () => {
    const server = http.createServer((req, res) => {
      setTimeout(() => res.end(req.url), req.url === '/slow' ? 300 : 0);
    });
    // Far longer than the test's time-out: the drain must close idle connections itself.
    server.keepAliveTimeout = 10 * 60_000;
    const drain = drainer(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

    // One connection left idle after its request, one busy with a slow request.
    expect((await get(port, '/quick', agent)).status).toBe(200);
    const slow = get(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drain();

    expect(await slow).toEqual({ status: 200, connection: 'close', body: '/slow' });
    await drained;
    expect(server.listening).toBe(false);
    await expect(get(port, '/quick', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });
});

describe('closeOnSignals in a real process', () => {
  it('on SIGTERM answers the request in flight, closes PGlite with its write kept, and exits 0', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-shutdown-'));
    folders.push(folder);
    const dataDir = path.join(folder, 'pglite');
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/fixtures/shutdown-server.ts', dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code} before listening: ${output}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    const answer = get(port, '/slow', new http.Agent({ keepAlive: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill('SIGTERM');

    expect((await answer).body).toBe('written');
    expect(await exited).toBe(0);
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; signal?: string });
    expect(lines.map((line) => line.msg)).toEqual(['closing: finishing open requests', 'closed']);
    expect(lines[0]!.signal).toBe('SIGTERM');

    // The folder opens again, with the row the last request wrote.
    const reopened = await PGlite.create(dataDir);
    expect((await reopened.query('select count(*)::int as n from answered')).rows).toEqual([{ n: 1 }]);
    await reopened.close();
  }, 120_000);
});
