import { describe, expect, it } from 'vitest';
import { createPublicGate, type PublicGateSettings } from './public-gate.ts';

const SETTINGS: PublicGateSettings = { capacity: 100, maxWaiting: 2, maxWaitMs: 200, cheapCost: 10 };

/** Work that runs until `finish` is called, recording when it started. */
function held(name: string, started: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    started.push(name);
    await done;
    return name;
  };
  return { work, finish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the public token’s shared budget (issue 16)', () => {
  it('runs queries side by side while their requested points fit, and makes the next one wait for room', async () => {
    const gate = createPublicGate(SETTINGS);
    const started: string[] = [];
    const a = held('a', started);
    const b = held('b', started);
    const c = held('c', started);
    const runs = [gate.run(60, a.work), gate.run(40, b.work), gate.run(50, c.work)];
    await tick();
    expect(started).toEqual(['a', 'b']);
    a.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
  });

  it('lets a cheap query go ahead of a dear one waiting', async () => {
    const gate = createPublicGate(SETTINGS);
    const started: string[] = [];
    const first = held('first', started);
    const dear = held('dear', started);
    const cheap = held('cheap', started);
    const runs = [gate.run(95, first.work), gate.run(90, dear.work), gate.run(5, cheap.work)];
    await tick();
    expect(started).toEqual(['first', 'cheap']);
    first.finish();
    cheap.finish();
    await tick();
    expect(started).toEqual(['first', 'cheap', 'dear']);
    dear.finish();
    expect(await Promise.all(runs)).toEqual(['first', 'dear', 'cheap']);
  });

  it('turns a query away when as many already wait, and one that waits too long, without running either', async () => {
    const gate = createPublicGate(SETTINGS);
    const started: string[] = [];
    const running = held('running', started);
    const first = gate.run(100, running.work);
    const waiters = [gate.run(50, held('w1', started).work), gate.run(50, held('w2', started).work)];
    expect(await gate.run(50, held('w3', started).work)).toBeNull();
    // The two waiting run out of time while the first still runs.
    expect(await Promise.all(waiters)).toEqual([null, null]);
    running.finish();
    expect(await first).toBe('running');
    expect(started).toEqual(['running']);
  });

  it('runs a query that asks for more than the whole budget on its own', async () => {
    const gate = createPublicGate(SETTINGS);
    expect(await gate.run(10_000, async () => 'alone')).toBe('alone');
  });

  it('frees the points of a query that fails', async () => {
    const gate = createPublicGate(SETTINGS);
    await expect(gate.run(100, async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(100, async () => 'after')).toBe('after');
  });
});
