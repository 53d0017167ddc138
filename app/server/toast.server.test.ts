import { createCookieSessionStorage } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAX_TOASTS } from '~/lib/toast';
import type { SessionData, SessionFlash } from './session.server';
import { flashToast } from './toast.server';

const storage = createCookieSessionStorage<SessionData, SessionFlash>({ cookie: { name: 'test', secrets: ['s3cret'] } });

describe('flashToast', () => {
  it('keeps every toast of one answer, in order, for the next page only', async () => {
    const session = await storage.getSession();
    flashToast(session, { kind: 'success', message: 'Logged in successfully!', durationMs: 2000 });
    flashToast(session, { kind: 'error', message: 'Failed to update cart: Network error' });

    const next = await storage.getSession(await storage.commitSession(session));
    const toasts = next.get('toasts');
    expect(toasts?.map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'Logged in successfully!'],
      ['error', 'Failed to update cart: Network error'],
    ]);
    expect(new Set(toasts?.map((toast) => toast.id)).size).toBe(2);

    const after = await storage.getSession(await storage.commitSession(next));
    expect(after.get('toasts')).toBeUndefined();
  });

  it('keeps the newest toasts when more wait than are ever shown at once', async () => {
    const session = await storage.getSession();
    for (let n = 1; n <= MAX_TOASTS + 3; n++) flashToast(session, { kind: 'blank', message: `toast ${n}` });
    const toasts = session.get('toasts') ?? [];
    expect(toasts).toHaveLength(MAX_TOASTS);
    expect(toasts[0]?.message).toBe('toast 4');
    expect(toasts.at(-1)?.message).toBe(`toast ${MAX_TOASTS + 3}`);
  });
});
