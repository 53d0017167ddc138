import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { i18nFor } from '~/i18n/catalogs.server';
import { startSuggestions, SUGGESTION_WINDOW_MS } from './suggestion-limit.server';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle?.close());
afterEach(() => {
  vi.useRealTimers();
});

const en = i18nFor('en');

describe('startSuggestions', () => {
  it('never stops a shopper typing as fast as the header asks (once per 200 ms), for a whole minute', async () => {
    // Only the clock is faked: the database keeps its own timers.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1, 9) });
    for (let keystroke = 0; keystroke < 300; keystroke++) {
      expect(await startSuggestions(handle.db, '203.0.113.20', en)).toBeNull();
      vi.advanceTimersByTime(200);
    }
  });

  it('stops a script asking without pause within one window, says how many seconds to wait, in the page’s language', async () => {
    const answers = [];
    for (let request = 0; request < 101; request++) answers.push(await startSuggestions(handle.db, '203.0.113.21', en));
    expect(answers.slice(0, 100).every((answer) => answer === null)).toBe(true);
    const refused = answers[100];
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(SUGGESTION_WINDOW_MS / 1000);
    expect(refused?.message).toMatch(/^Too many searches from your network\. Please try again in \d+ seconds?\.$/);
    const arabic = await startSuggestions(handle.db, '203.0.113.21', i18nFor('ar'));
    expect(arabic?.message).not.toContain('Too many');
    // Another network is not held back.
    expect(await startSuggestions(handle.db, '203.0.113.22', en)).toBeNull();
  });
});
