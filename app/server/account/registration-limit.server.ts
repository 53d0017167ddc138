import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { getConfig } from '../config.server';
import { minutesOf, takePerIp, type Refusal } from '../limits/per-ip.server';

const HOUR = 60 * 60 * 1000;

/**
 * Accounts one client IP may create per hour through /register (issue 15: 15 of 15 went through in
 * 13 s). Only well-formed attempts reach it.
 */
export async function startRegistration(
  db: Database,
  ip: string | undefined,
  i18n: I18n,
  limit = getConfig().registrationLimitPerIp,
): Promise<Refusal | null> {
  return takePerIp(db, { name: 'register-ip', limit, windowMs: HOUR }, ip, (seconds) => {
    const minutes = minutesOf(seconds);
    return i18n._(
      msg`Too many accounts created from your network. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
    );
  });
}
