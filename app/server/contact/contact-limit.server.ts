import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { getConfig } from '../config.server';
import { minutesOf, takePerIp, type Refusal } from '../limits/per-ip.server';

const HOUR = 60 * 60 * 1000;

/**
 * Messages one client IP may post per hour through the contact form (issue 16: a person can make
 * the shop work hard with it; a script could post without end).
 */
export async function startContactMessage(
  db: Database,
  ip: string | undefined,
  i18n: I18n,
  limit = getConfig().contactLimitPerIp,
): Promise<Refusal | null> {
  return takePerIp(db, { name: 'contact-ip', limit, windowMs: HOUR }, ip, (seconds) => {
    const minutes = minutesOf(seconds);
    return i18n._(
      msg`Too many messages sent from your network. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
    );
  });
}
