import { useEffect } from 'react';
import { showToast } from '~/lib/toast';
import type { FormFeedback } from './feedback';
import { useHydrated } from './use-hydrated';

/**
 * A form-level message (a failed login, a taken email, the rate limit): a toast once JavaScript runs
 * (SPEC §9: login errors 4000 ms, address toasts 3000 ms), an alert box in the page without it.
 * Never both, so the words appear once.
 */
export function FormMessage({ error, durationMs = 4000 }: { error: FormFeedback['formError']; durationMs?: number }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && error) showToast({ id: error.id, kind: 'error', title: error.title, message: error.message, durationMs });
  }, [hydrated, error, durationMs]);
  if (hydrated || !error) return null;
  return (
    <div role="alert" className="rounded-lg border border-sale/30 bg-sale/5 px-4 py-3 text-sm text-sale">
      {error.title && <p className="font-semibold">{error.title}</p>}
      <p>{error.message}</p>
    </div>
  );
}
