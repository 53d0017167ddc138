import { useEffect, type FormEvent } from 'react';
import { useFetcher } from 'react-router';

export const DELETE_CONFIRM = 'Are you sure you want to delete this address?';
export const DELETE_FAILED = 'Failed to delete address';

interface DeleteResult {
  deleteError?: { id: string; message: string };
}

/**
 * SPEC §8: asks first, and says 'Failed to delete address' when the server refuses. Without
 * JavaScript the form posts normally and the profile shows the failure in the page instead.
 */
export function DeleteAddressButton({ addressId, describedBy }: { addressId: string; describedBy: string }) {
  const fetcher = useFetcher<DeleteResult>();
  const failure = fetcher.data?.deleteError;

  useEffect(() => {
    if (failure) window.alert(DELETE_FAILED);
  }, [failure]);

  function confirmDelete(event: FormEvent<HTMLFormElement>) {
    if (!window.confirm(DELETE_CONFIRM)) event.preventDefault();
  }

  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action="/profile?activetab=address" onSubmit={confirmDelete}>
      <input type="hidden" name="intent" value="delete-address" />
      <input type="hidden" name="id" value={addressId} />
      <button
        type="submit"
        disabled={busy}
        aria-describedby={describedBy}
        className="inline-flex items-center rounded-full border border-line px-4 py-1.5 text-sm font-medium text-sale transition-colors hover:border-sale hover:bg-sale/5 disabled:opacity-60"
      >
        Delete
      </button>
    </fetcher.Form>
  );
}
