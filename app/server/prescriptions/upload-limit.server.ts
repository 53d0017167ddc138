import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { getConfig } from '../config.server';
import { minutesOf, takePerIp, type Refusal } from '../limits/per-ip.server';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

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

/**
 * Visitors without an account that one client IP may start uploading as, per day. Each gets a new
 * guest id, and with it room for 30 more files; without this, a script dropping its cookie kept
 * 10 MB a file in the database without end. A signed-in customer, or a guest who already uploaded,
 * is not counted.
 */
export async function startGuestUploader(
  db: Database,
  ip: string | undefined,
  i18n: I18n,
  limit = getConfig().guestUploadersPerIp,
): Promise<Refusal | null> {
  return takePerIp(db, { name: 'guest-uploader-ip', limit, windowMs: DAY }, ip, (seconds) => {
    const hours = Math.ceil(seconds / 3600);
    return i18n._(
      msg`Too many files uploaded without an account from your network today. Sign in to upload, or try again in ${plural(hours, { one: '# hour', other: '# hours' })}.`,
    );
  });
}
