import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { minutesOf, takePerIp, type Refusal } from '../limits/per-ip.server';

const HOUR = 60 * 60 * 1000;

/**
 * Reset links one client IP may ask for per hour. The shop's own limit: the Storefront API counts
 * per IP only what the public token asks, and each request sends an email.
 */
export const RECOVER_LIMIT_PER_IP = 10;

export async function startRecovery(db: Database, ip: string | undefined, i18n: I18n): Promise<Refusal | null> {
  return takePerIp(db, { name: 'recover-ip', limit: RECOVER_LIMIT_PER_IP, windowMs: HOUR }, ip, (seconds) => {
    const minutes = minutesOf(seconds);
    return i18n._(
      msg`Too many password reset requests from your network. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
    );
  });
}
