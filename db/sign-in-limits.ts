import { createHash } from 'node:crypto';
import { clientNetwork } from './client-network.ts';
import type { Database } from './connection.ts';
import { countHits, rateLimitStatus, recordHit, releaseHit, takeHit, type RateLimitRule } from './rate-limit.ts';

/**
 * Failed sign-ins, counted in the shared `rate_limit_windows` rows by whoever checks the password:
 * the local engine's customerAccessTokenCreate, or the shop's /login when Shopify answers. Both use
 * these rules and keys, so one failure is one count wherever it came from, and both see it.
 *
 * - Per client IP: `perIp` failures a minute, over all accounts (a guessing script).
 * - Per account: `perAccount` failures an hour (ASVS 2.2.1: at most 100), whoever sends them.
 *   It holds back only clients that have not signed in to that account in the last 30 days, so a
 *   distributed attack locks out the guessers, not the owner on a device they used before.
 *
 * An attempt is counted before the password is checked (`startSignIn`), so parallel attempts
 * cannot all slip under a limit; a successful or unchecked attempt is taken back, because only
 * failures count (an office of shoppers behind one IP can still sign in).
 */
export interface SignInLimits {
  /** Failed sign-ins one client IP may make a minute. */
  perIp: number;
  /** Failed sign-ins one account may receive an hour from clients it does not know. */
  perAccount: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perIp: 20, perAccount: 100 };

export interface SignInAttempt {
  email: string;
  /** The client's IP (counted by its network: `clientNetwork`); undefined when it cannot be told (then only the account limit applies). */
  ip: string | undefined;
}

export interface SignInRefusal {
  /** Which limit refused: the client's or the account's. */
  limit: 'ip' | 'account';
  retryAfterSeconds: number;
}

/** An attempt that was let through and counted as a failure until told otherwise. */
export interface SignInTicket {
  /** The password was right: the attempt is not a failure, and the client is now known to the account. */
  succeeded(): Promise<void>;
  /** The password was never checked (the check itself failed): the attempt is not a failure. */
  unchecked(): Promise<void>;
}

export type SignInStart = { refused: SignInRefusal; ticket?: never } | { refused?: never; ticket: SignInTicket };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const KNOWN_FOR = 30 * 24 * HOUR;

function rules(limits: SignInLimits) {
  return {
    ip: { name: 'login-ip', limit: limits.perIp, windowMs: MINUTE },
    account: { name: 'login-account', limit: limits.perAccount, windowMs: HOUR },
    known: { name: 'login-known', limit: 1, windowMs: KNOWN_FOR },
  } satisfies Record<string, RateLimitRule>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The counters never hold a shopper's address in clear: accounts are keyed by the email's SHA-256. */
function keys(attempt: SignInAttempt) {
  const account = sha256(attempt.email.trim().toLowerCase());
  const ip = attempt.ip === undefined ? undefined : clientNetwork(attempt.ip);
  return { ip, account, known: ip === undefined ? undefined : sha256(`${account} ${ip}`) };
}

async function isKnownClient(db: Database, rule: RateLimitRule, known: string | undefined, now: number): Promise<boolean> {
  return known !== undefined && (await countHits(db, rule, known, now)) > 0;
}

const refused = (limit: SignInRefusal['limit'], status: { retryAfterSeconds: number }): SignInStart => ({
  refused: { limit, retryAfterSeconds: status.retryAfterSeconds },
});

/**
 * Counts the attempt before the password is checked. Refused: nothing stays counted, and the
 * password must not be checked. Let through: the attempt counts as a failure until the ticket says
 * it succeeded or was never checked.
 */
export async function startSignIn(
  db: Database,
  limits: SignInLimits,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<SignInStart> {
  const rule = rules(limits);
  const key = keys(attempt);
  const counted: [RateLimitRule, string][] = [];
  const takeBack = () => Promise.all(counted.map(([counter, id]) => releaseHit(db, counter, id, now)));

  if (key.ip !== undefined) {
    const status = await takeHit(db, rule.ip, key.ip, now);
    if (status.limited) return refused('ip', status);
    counted.push([rule.ip, key.ip]);
  }
  if (await isKnownClient(db, rule.known, key.known, now)) {
    await recordHit(db, rule.account, key.account, now);
  } else {
    const status = await takeHit(db, rule.account, key.account, now);
    if (status.limited) {
      await takeBack();
      return refused('account', status);
    }
  }
  counted.push([rule.account, key.account]);
  return {
    ticket: {
      async succeeded() {
        await takeBack();
        if (key.known !== undefined) await recordHit(db, rule.known, key.known, now);
      },
      async unchecked() {
        await takeBack();
      },
    },
  };
}

/** Whether the next attempt would be refused, without counting one (to say why a sign-in was throttled). */
export async function signInRefusal(
  db: Database,
  limits: SignInLimits,
  attempt: SignInAttempt,
  now = Date.now(),
): Promise<SignInRefusal | null> {
  const rule = rules(limits);
  const key = keys(attempt);
  if (key.ip !== undefined) {
    const status = await rateLimitStatus(db, rule.ip, key.ip, now);
    if (status.limited) return { limit: 'ip', retryAfterSeconds: status.retryAfterSeconds };
  }
  if (await isKnownClient(db, rule.known, key.known, now)) return null;
  const status = await rateLimitStatus(db, rule.account, key.account, now);
  return status.limited ? { limit: 'account', retryAfterSeconds: status.retryAfterSeconds } : null;
}
