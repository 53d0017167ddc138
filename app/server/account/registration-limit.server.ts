import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { takeHit, type RateLimitRule } from '../../../db/rate-limit';
import { getConfig } from '../config.server';

const HOUR = 60 * 60 * 1000;

export interface RegistrationLimit {
  /** In the page's language. */
  message: string;
  /** The Retry-After header. */
  retryAfterSeconds: number;
}

/**
 * Accounts one client IP may create per hour through /register (issue 15: 15 of 15 went through in
 * 13 s). Counted in the database, so every instance of the shop counts together, and counted before
 * the account is created, so parallel attempts cannot slip past. Only well-formed attempts reach it.
 */
export async function startRegistration(
  db: Database,
  ip: string | undefined,
  i18n: I18n,
  limit = getConfig().registrationLimitPerIp,
): Promise<RegistrationLimit | null> {
  // Express always knows the connection's address; without one there is no client to count.
  if (ip === undefined) return null;
  const rule: RateLimitRule = { name: 'register-ip', limit, windowMs: HOUR };
  const status = await takeHit(db, rule, ip);
  if (!status.limited) return null;
  const minutes = Math.ceil(status.retryAfterSeconds / 60);
  const message = i18n._(
    msg`Too many accounts created from your network. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  );
  return { message, retryAfterSeconds: status.retryAfterSeconds };
}
