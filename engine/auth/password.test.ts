/** Password hashes: verified by their own stored cost, and never holding the whole thread pool. */
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { hashPassword, verifyPassword, type PasswordParams } from './password';

const CHEAP: PasswordParams = { N: 2 ** 14, r: 8, p: 1 };

it('verifies the right password and refuses another, whatever cost the hash was made with', async () => {
  const stored = await hashPassword('Correct horse 1', CHEAP);
  expect(stored.startsWith('scrypt$16384$8$1$')).toBe(true);
  expect(await verifyPassword('Correct horse 1', stored)).toBe(true);
  expect(await verifyPassword('Correct horse 2', stored)).toBe(false);
  expect(await verifyPassword('Correct horse 1', 'bcrypt$whatever')).toBe(false);
});

it('a crowd of hashes leaves the thread pool room: an answer compressed meanwhile is not queued behind them', async () => {
  const finished: string[] = [];
  const hashes = Array.from({ length: 6 }, (_, i) =>
    hashPassword(`crowd-${i}`, { N: 2 ** 15, r: 8, p: 1 }).then(() => finished.push(`hash ${i}`)),
  );
  // libuv's pool has four threads; six hashes at once would hold them all and the gzip would wait its turn.
  await promisify(gzip)(Buffer.from('<html>the home page</html>'));
  finished.push('gzip');
  await Promise.all(hashes);
  expect(finished[0]).toBe('gzip');
});

it('a hash whose caller gave up while it waited its turn is not made', async () => {
  const stored = await hashPassword('Correct horse 1', CHEAP);
  // These three take every turn; the checks below wait behind them.
  const ahead = [hashPassword('first', CHEAP), hashPassword('second', CHEAP), hashPassword('third', CHEAP)];
  const gaveUp = new AbortController();
  const waiting = verifyPassword('Correct horse 1', stored, gaveUp.signal);
  const wanted = verifyPassword('Correct horse 1', stored, new AbortController().signal);
  gaveUp.abort();
  const refused = expect(waiting).rejects.toThrow(/abort/i);
  await Promise.all(ahead);
  await refused;
  expect(await wanted).toBe(true);
});
