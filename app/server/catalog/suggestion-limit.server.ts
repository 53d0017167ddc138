import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { getConfig } from '../config.server';
import { takePerIp, type Refusal } from '../limits/per-ip.server';

/**
 * The window of the suggestion limit. Short, so a network that went over it waits seconds, and so
 * few rows count: the header asks at most 5 times a second (it waits 200 ms after the last
 * keystroke, SearchBox.tsx), 50 in a window, well under the default 100; a script asking as fast
 * as it can is stopped within a second.
 */
export const SUGGESTION_WINDOW_MS = 10_000;

/** Search suggestions (GET /api/search) one client IP may ask for per SUGGESTION_WINDOW_MS. */
export async function startSuggestions(
  db: Database,
  ip: string | undefined,
  i18n: I18n,
  limit = getConfig().searchSuggestionsLimitPerIp,
): Promise<Refusal | null> {
  return takePerIp(db, { name: 'suggest-ip', limit, windowMs: SUGGESTION_WINDOW_MS }, ip, (seconds) =>
    i18n._(
      msg`Too many searches from your network. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`,
    ),
  );
}
