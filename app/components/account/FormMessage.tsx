import { useEffect } from 'react';
import { showToast } from '~/lib/toast';
import type { FormFeedback } from './feedback';
import { useHydrated } from './use-hydrated';

/**
 * A form-level message (a failed login, a taken email, the rate limit): a toast once JavaScript runs
 * (SPEC §8, errors 4000 ms), an alert box in the page without it. Never both, so the words appear once.
 */
export function FormMessage({ error }: { error: FormFeedback['formError'] }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && error) showToast({ id: error.id, kind: 'error', title: error.title, message: error.message, durationMs: 4000 });
  }, [hydrated, error]);
  if (hydrated || !error) return null;
  return (
    <div role="alert" className="rounded-lg border border-sale/30 bg-sale/5 px-4 py-3 text-sm text-sale">
      {error.title && <p className="font-semibold">{error.title}</p>}
      <p>{error.message}</p>
    </div>
  );
}
