import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { LOGGED_SEARCHES, maySearchBeLogged } from './logged-search-limit.server';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => handle?.close());

describe('searches counted in the log per client network', () => {
  it('counts LOGGED_SEARCHES.limit a window, then no more until the window moves on, other networks apart', async () => {
    const start = Date.now();
    for (let i = 0; i < LOGGED_SEARCHES.limit; i++)
      expect(await maySearchBeLogged(handle.db, '2001:db8:7::1', start + i)).toBe(true);
    expect(await maySearchBeLogged(handle.db, '2001:db8:7::2', start + 100)).toBe(false);
    expect(await maySearchBeLogged(handle.db, '203.0.113.9', start + 100)).toBe(true);
    expect(await maySearchBeLogged(handle.db, '2001:db8:7::1', start + LOGGED_SEARCHES.windowMs + 100)).toBe(true);
  });
});
