import crypto from 'node:crypto';
import type { Database } from '../../../db/connection';
import { getConfig } from '../config.server';
import { rateLimitStatus, recordHit, resetLimit, type RateLimitRule } from './rate-limit.server';

/**
 * Failed logins are limited per client IP (a guessing script) and per account (a spread-out attack on
 * one customer; issue 6: at most 100 failures an hour). Only failures count, so a shop full of
 * shoppers behind one office IP can still sign in.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function rules(): { ip: RateLimitRule; account: RateLimitRule } {
  const { perIp, perAccount } = getConfig().loginLimits;
  return {
    ip: { name: 'login-ip', limit: perIp, windowMs: MINUTE },
    account: { name: 'login-account', limit: perAccount, windowMs: HOUR },
  };
}

export interface LoginAttempt {
  /** Undefined when the server cannot tell (then only the account is limited). */
  ip: string | undefined;
  email: string;
}

/** The email, hashed: the counters table never holds a shopper's address in clear. */
function accountId(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export type LoginLimit = { limited: false } | { limited: true; retryAfterSeconds: number; message: string };

export async function loginLimit(db: Database, attempt: LoginAttempt, now = Date.now()): Promise<LoginLimit> {
  const { ip, account } = rules();
  if (attempt.ip) {
    const status = await rateLimitStatus(db, ip, attempt.ip, now);
    if (status.limited) {
      return {
        ...status,
        message: `Too many login attempts from your network. Please try again in ${waitText(status.retryAfterSeconds)}.`,
      };
    }
  }
  const status = await rateLimitStatus(db, account, accountId(attempt.email), now);
  if (status.limited) {
    return {
      ...status,
      message: `Too many failed login attempts for this account. Please try again in ${waitText(status.retryAfterSeconds)}.`,
    };
  }
  return { limited: false };
}

export async function recordLoginFailure(db: Database, attempt: LoginAttempt, now = Date.now()): Promise<void> {
  const { ip, account } = rules();
  await Promise.all([
    attempt.ip ? recordHit(db, ip, attempt.ip, now) : undefined,
    recordHit(db, account, accountId(attempt.email), now),
  ]);
}

/** A successful login clears the account's failures; the IP's count runs on, so guessing stays slow. */
export async function recordLoginSuccess(db: Database, attempt: LoginAttempt): Promise<void> {
  await resetLimit(db, rules().account, accountId(attempt.email));
}

export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
