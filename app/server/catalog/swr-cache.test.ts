import { describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './swr-cache';

describe('createSwrCache', () => {
  it('loads once, serves stale while refreshing, keeps the old value on a failed refresh', async () => {
    let clock = 0;
    let version = 0;
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return ++version;
    });
    const onRefreshError = vi.fn();
    const cache = createSwrCache(load, { freshMs: 100, now: () => clock, onRefreshError });
    expect(await Promise.all([cache.get('AE'), cache.get('AE')])).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 50;
    expect(await cache.get('AE')).toBe(1);
    clock = 200;
    expect(await cache.get('AE')).toBe(1); // stale, refresh started
    await vi.waitFor(async () => expect(await cache.get('AE')).toBe(2));
    clock = 400;
    fail = true;
    expect(await cache.get('AE')).toBe(2);
    await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalled());
    expect(await cache.get('AE')).toBe(2);
  });

  it('retries a failed first load on the next call', async () => {
    let calls = 0;
    const cache = createSwrCache(
      async () => {
        calls++;
        if (calls === 1) throw new Error('first');
        return 'ok';
      },
      { freshMs: 1000 },
    );
    await expect(cache.get('x')).rejects.toThrow('first');
    expect(await cache.get('x')).toBe('ok');
  });
});
