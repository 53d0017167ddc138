import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * A server that takes connections and closes them without a word, as a proxy in front of a
 * database that is down does. postgres.js alone would retry at once, forever, and never answer.
 */
const servers: net.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function closingServer(when: 'at once' | 'after the startup message'): Promise<string> {
  const server = net.createServer((socket) => {
    if (when === 'at once') socket.end();
    else socket.once('data', () => socket.end());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `postgres://shop:secret@127.0.0.1:${(server.address() as net.AddressInfo).port}/shop`;
}

for (const when of ['at once', 'after the startup message'] as const) {
  it(`a server that closes each connection ${when} fails the start as a database that cannot be reached`, async () => {
    const url = await closingServer(when);
    const opening = openDatabase({ databaseUrl: url, dataDir: 'unused', timeouts: { connectMs: 1000, statementMs: 1000 } });
    const failure = await opening.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });
}
