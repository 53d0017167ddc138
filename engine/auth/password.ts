/**
 * Password hashing with scrypt (node:crypto) at OWASP's recommended cost (N=2^17, r=8, p=1),
 * a random 16-byte salt per password and a constant-time compare. The cost is stored with each
 * hash, so a hash made with lower test parameters still verifies, and raising the cost later does
 * not break old passwords.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

export interface PasswordParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: PasswordParams = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;

/**
 * At most three hashes at once. scrypt runs on libuv's thread pool (four threads), which also
 * compresses every answer and reads files: a crowd signing in would hold all four, and pages would
 * wait behind the hashes. One thread stays free; sign-ins wait here instead, where a hash whose
 * caller gave up can be dropped. (Two at once left the cores idle between hashes under the
 * 200-shopper soak: fewer orders, more sign-ins past the shop's wait.)
 */
const hashing = pLimit(3);

/**
 * The key for a password. A hash whose caller gave up while it waited for its turn (`signal`: the
 * shop stopped waiting for the answer) is not made: under a crowd of sign-ins, the time goes to
 * the ones still wanted.
 */
function derive(password: string, salt: Buffer, params: PasswordParams, signal?: AbortSignal): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom above that (256 MB at the OWASP cost).
  const options: ScryptOptions = { ...params, maxmem: Math.max(256 * 1024 * 1024, 256 * params.N * params.r) };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        signal?.throwIfAborted();
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(
  password: string,
  params: PasswordParams = OWASP_SCRYPT,
  signal?: AbortSignal,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, signal);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, signal?: AbortSignal): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, signal);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the email is unknown, so response times do not
 * reveal which emails have accounts.
 */
export async function verifyAgainstDecoy(password: string, params: PasswordParams, signal?: AbortSignal): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches', params);
  await verifyPassword(password, await decoy, signal);
  return false;
}
