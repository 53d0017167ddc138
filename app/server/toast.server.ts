import crypto from 'node:crypto';
import { MAX_TOASTS, type ToastInput } from '~/lib/toast';
import type { ShopSession } from './session.server';

/**
 * Leaves a toast for the next page the browser loads (after a redirect, or without JavaScript),
 * after those already waiting: a sign-in says 'Logged in successfully!' and, in the same answer,
 * what became of the cart.
 */
export function flashToast(session: ShopSession, toast: ToastInput) {
  // Reading a flash takes it out of the session; it is flashed again with the new one.
  const waiting = session.get('toasts') ?? [];
  session.flash('toasts', [...waiting, { ...toast, id: toast.id ?? crypto.randomUUID() }].slice(-MAX_TOASTS));
}
