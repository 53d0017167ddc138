import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import {
  signInRefusal,
  startSignIn,
  type SignInAttempt,
  type SignInRefusal,
  type SignInTicket,
} from '../../../db/sign-in-limits';
import { getConfig } from '../config.server';
import { TOO_MANY_ATTEMPTS_MESSAGE } from './login-errors';

/**
 * The login limits of issue 6 and 15 (rules in db/sign-in-limits.ts): failed logins per client IP
 * and per account, counted once wherever the password is checked. Against Shopify that is here,
 * before the call; against the local engine it is the engine, in the same database rows, so /login
 * does not count again (a failure counted twice would halve the limits) and only reads the counts
 * to say why the engine answered THROTTLED.
 */
export type LoginAttempt = SignInAttempt;

export interface LoginLimit {
  /** In the page's language. */
  message: string;
  /** Seconds until a login may be tried again, when known (the Retry-After header). */
  retryAfterSeconds?: number;
}

export type LoginStart = { refused: LoginLimit; ticket?: never } | { refused?: never; ticket: SignInTicket };

/** The engine counts: nothing to take back here. */
const COUNTED_BY_THE_ENGINE: SignInTicket = { succeeded: async () => {}, unchecked: async () => {} };

export async function startLogin(db: Database, attempt: LoginAttempt, i18n: I18n): Promise<LoginStart> {
  const config = getConfig();
  if (!config.shopify) return { ticket: COUNTED_BY_THE_ENGINE };
  const started = await startSignIn(db, config.loginLimits, attempt);
  return started.refused ? { refused: limitMessage(started.refused, i18n) } : started;
}

/** Why the Storefront API answered THROTTLED, from the shared counts; a general message when they do not say. */
export async function throttledLogin(db: Database, attempt: LoginAttempt, i18n: I18n): Promise<LoginLimit> {
  const refusal = await signInRefusal(db, getConfig().loginLimits, attempt);
  return refusal ? limitMessage(refusal, i18n) : { message: i18n._(TOO_MANY_ATTEMPTS_MESSAGE) };
}

function limitMessage({ limit, retryAfterSeconds }: SignInRefusal, i18n: I18n): LoginLimit {
  return { retryAfterSeconds, message: i18n._(limit === 'ip' ? fromNetwork(retryAfterSeconds) : forAccount(retryAfterSeconds)) };
}

/** Under a minute the wait is said in seconds, otherwise in whole minutes (rounded up). */
function fromNetwork(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? msg`Too many login attempts from your network. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`
    : msg`Too many login attempts from your network. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
}

function forAccount(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? msg`Too many failed login attempts for this account. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`
    : msg`Too many failed login attempts for this account. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
}
