import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useHref, useRevalidator } from 'react-router';
import { catalogueLoaded } from '~/i18n/page-catalogue';
import { sendPrescriptionFile } from '~/lib/prescription/send-upload';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '~/lib/prescription/uploads';
import { showToast } from '~/lib/toast';

/**
 * Upload a photo or scan of a prescription. With JavaScript it posts in place and says what went
 * wrong next to the field; without, the form posts to the API, which comes back here with a toast.
 * The server decides (type from the content, size, owner); the browser only spares a hopeless upload.
 */
export function PrescriptionUpload() {
  const { t } = useLingui();
  const action = useHref('/api/prescription-files');
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('file');
    const chosen = file instanceof File && file.size > 0 ? file : null;
    // Every message below is kept as text: it waits for the catalogue this click may have sent for.
    if (!chosen || chosen.size > MAX_UPLOAD_BYTES) {
      await catalogueLoaded();
      return setError(
        chosen
          ? t`The file is larger than 10 MB. Upload a smaller photo or scan.`
          : t`Choose a file to upload (a JPEG, PNG or PDF of your prescription).`,
      );
    }
    setBusy(true);
    setError(null);
    try {
      const [answer] = await Promise.all([sendPrescriptionFile(action, chosen), catalogueLoaded()]);
      if (!answer.ok) return setError(answer.message ?? t`Something went wrong. Please try again.`);
      form.reset();
      showToast({ kind: 'success', title: t`Success`, message: t`Prescription uploaded.`, durationMs: 3000 });
      await revalidator.revalidate();
    } catch {
      setError(t`The upload was interrupted. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={upload}
      className="rounded-2xl bg-white p-5 ring-1 ring-line"
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        <Trans>Prescription file (JPEG, PNG or PDF, up to 10 MB)</Trans>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          name="file"
          accept={UPLOAD_ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => setError(null)}
          className="min-w-0 max-w-full text-sm file:me-3 file:rounded-full file:border-0 file:bg-mist file:px-4 file:py-2 file:text-sm file:font-medium"
        />
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t`Loading...` : t`Upload`}
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-2 text-sm text-sale empty:hidden">
        {error}
      </p>
    </form>
  );
}
