import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { getConfig } from '../config.server';
import { minutesOf, takePerIp, type Refusal } from '../limits/per-ip.server';

const HOUR = 60 * 60 * 1000;

/**
 * Prescription files one client IP may upload per hour. The 30 files an owner may keep do not bound
 * a script: every request without the session cookie is a new guest, and each file is up to 10 MB
 * kept in the database.
 */
export async function startUpload(
  db: Database,
  ip: string | undefined,
  i18n: I18n,
  limit = getConfig().uploadLimitPerIp,
): Promise<Refusal | null> {
  return takePerIp(db, { name: 'upload-ip', limit, windowMs: HOUR }, ip, (seconds) => {
    const minutes = minutesOf(seconds);
    return i18n._(
      msg`Too many files uploaded from your network. Please try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
    );
  });
}
