import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('leaves a search out of the log, without failing it, when the database cannot count it', async () => {
    const down = await openDatabase({ dataDir: 'memory://' });
    await down.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await maySearchBeLogged(down.db, '203.0.113.10')).toBe(false);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});
