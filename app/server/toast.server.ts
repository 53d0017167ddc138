import crypto from 'node:crypto';
import type { ToastInput } from '~/lib/toast';
import type { ShopSession } from './session.server';

/** Leaves a toast for the next page the browser loads (after a redirect, or without JavaScript). */
export function flashToast(session: ShopSession, toast: ToastInput) {
  session.flash('toast', { ...toast, id: toast.id ?? crypto.randomUUID() });
}
