import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

const settings = { maximumAvailable: 1_000, restoreRate: 100, minimumCost: 10, maxClients: 100 };

describe('leaky bucket per client', () => {
  it('lets a query in while the bucket holds its requested cost and refunds what it did not use', () => {
    const throttle = createThrottle(settings);
    expect(throttle.admit('a', 600, 0)).toBe(600);
    expect(throttle.admit('a', 600, 0)).toBeNull();
    throttle.settle('a', 600, 50, 0);
    expect(throttle.status('a', 0).currentlyAvailable).toBe(950);
    expect(throttle.admit('a', 600, 0)).toBe(600);
  });

  it('refills at the restore rate, never beyond the maximum', () => {
    const throttle = createThrottle(settings);
    throttle.admit('a', 1_000, 0);
    expect(throttle.status('a', 0).currentlyAvailable).toBe(0);
    expect(throttle.hasRoom('a', 0)).toBe(false);
    expect(throttle.status('a', 2_000).currentlyAvailable).toBe(200);
    expect(throttle.status('a', 60_000).currentlyAvailable).toBe(1_000);
  });

  it('lets a query that asks for more than a bucket holds in only when the bucket is full', () => {
    const throttle = createThrottle(settings);
    expect(throttle.admit('a', 5_000, 0)).toBe(5_000);
    expect(throttle.admit('a', 5_000, 1_000)).toBeNull();
  });

  it('charges at least the minimum, also for requests that never ran', () => {
    const throttle = createThrottle(settings);
    for (let i = 0; i < 100; i++) throttle.charge('a', 0);
    expect(throttle.hasRoom('a', 0)).toBe(false);
    const reserved = throttle.admit('b', 0, 0)!;
    throttle.settle('b', reserved, 0, 0);
    expect(throttle.status('b', 0).currentlyAvailable).toBe(990);
  });

  it('keeps one bucket per client and forgets the least recently seen beyond its size', () => {
    const throttle = createThrottle({ ...settings, maxClients: 10 });
    throttle.admit('a', 1_000, 0);
    for (let i = 0; i < 10; i++) throttle.admit(`b${i}`, 500, 0);
    expect(throttle.status('b9', 0).currentlyAvailable).toBe(500);
    expect(throttle.status('a', 0).currentlyAvailable).toBe(1_000); // forgotten: starts full
  });
});
