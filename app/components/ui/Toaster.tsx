import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  showToast,
  subscribeToasts,
  wasShown,
  type Toast,
  type ToastInput,
} from '~/lib/toast';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  const tone =
    toast.kind === 'error'
      ? 'border-sale/30 bg-white text-sale'
      : toast.kind === 'success'
        ? 'border-ok/30 bg-white text-ok'
        : 'border-line bg-white text-ink';
  return (
    <li className={`pointer-events-auto flex max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${tone}`}>
      {/* The role sits inside the item: a role on the <li> itself would break the list (axe 'list'). */}
      <div className="flex-1" role={toast.kind === 'error' ? 'alert' : 'status'}>
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        <p className="text-ink">{toast.message}</p>
      </div>
      <button type="button" onClick={() => dismissToast(toast.id)} className="text-muted hover:text-ink" aria-label={t`Dismiss`}>
        ×
      </button>
    </li>
  );
}

const NO_TOASTS: ToastInput[] = [];

/** Top-center toasts; `flashed` are those the server left in the session before a redirect. */
export function Toaster({ flashed = NO_TOASTS }: { flashed?: ToastInput[] }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  useEffect(() => {
    for (const toast of flashed) showToast(toast);
  }, [flashed]);
  // Until the browser has raised them (and on the server, so they show without JavaScript), flashed
  // toasts are drawn straight from the loader data.
  const pending: Toast[] = flashed.flatMap((toast) =>
    toast.id && !wasShown(toast.id) ? [{ durationMs: 4000, ...toast, id: toast.id, title: toast.title }] : [],
  );
  return (
    <ol aria-live="polite" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3">
      {[...pending, ...toasts].map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}
