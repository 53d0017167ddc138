import { useLingui } from '@lingui/react/macro';
import { useEffect, type FormEvent } from 'react';
import { useFetcher } from 'react-router';

interface DeleteResult {
  deleteError?: { id: string; message: string };
}

/**
 * SPEC §8: asks first, and says 'Failed to delete address' when the server refuses. Without
 * JavaScript the form posts normally and the profile shows the failure in the page instead.
 */
export function DeleteAddressButton({ addressId, describedBy }: { addressId: string; describedBy: string }) {
  const { t } = useLingui();
  const fetcher = useFetcher<DeleteResult>();
  const failure = fetcher.data?.deleteError;
  const failed = t`Failed to delete address`;

  useEffect(() => {
    if (failure) window.alert(failed);
  }, [failure, failed]);

  const busy = fetcher.state !== 'idle';

  function confirmDelete(event: FormEvent<HTMLFormElement>) {
    // Busy: the button stays focusable (disabled, it would drop the keyboard's focus) but sends nothing more.
    if (busy || !window.confirm(t`Are you sure you want to delete this address?`)) event.preventDefault();
  }

  return (
    <fetcher.Form method="post" action="/profile?activetab=address" onSubmit={confirmDelete}>
      <input type="hidden" name="intent" value="delete-address" />
      <input type="hidden" name="id" value={addressId} />
      <button
        type="submit"
        aria-disabled={busy || undefined}
        aria-describedby={describedBy}
        className="inline-flex items-center rounded-full border border-line px-4 py-1.5 text-sm font-medium text-sale transition-colors hover:border-sale hover:bg-sale/5 aria-disabled:opacity-60"
      >
        {t`Delete`}
      </button>
    </fetcher.Form>
  );
}
