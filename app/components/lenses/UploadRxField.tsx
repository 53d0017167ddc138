import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useHref } from 'react-router';
import { Spinner } from '~/components/ui/Spinner';
import { catalogueLoaded } from '~/i18n/page-catalogue';
import { sendPrescriptionFile } from '~/lib/prescription/send-upload';
import { UPLOAD_ACCEPT } from '~/lib/prescription/uploads';
import { FieldError, invalidProps } from './FieldError';

export interface UploadedRx {
  id: string;
  name: string;
}

/**
 * 'Upload it': the file goes to `/api/prescription-files` as soon as it is picked, and the lens line
 * carries the id the server gave it (`uploadId`). The server reads the type from the content and
 * the size, and its message is the one shown. Needs JavaScript (the lens form itself is not multipart).
 */
export function UploadRxField({
  uploaded,
  onUploaded,
  error,
}: {
  uploaded: UploadedRx | null;
  onUploaded: (file: UploadedRx | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const action = useHref('/api/prescription-files');
  const [busy, setBusy] = useState(false);
  // The input is never `disabled` while a file goes up: a disabled input loses the keyboard focus
  // (to <body>). It says it is busy (aria-disabled), opens no file picker and takes no new file.
  const busyRef = useRef(false);
  const [refused, setRefused] = useState<string | null>(null);
  const message = refused ?? error;

  async function upload(file: File | undefined) {
    if (!file || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setRefused(null);
    onUploaded(null);
    try {
      const [answer] = await Promise.all([sendPrescriptionFile(action, file), catalogueLoaded()]);
      if (answer.ok) onUploaded({ id: answer.file.id, name: answer.file.name });
      else setRefused(answer.message ?? t`Something went wrong. Please try again.`);
    } catch {
      setRefused(t`The upload was interrupted. Please try again.`);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="rounded-xl border border-line p-4" data-testid="lens-upload">
      {uploaded && <input type="hidden" name="uploadId" value={uploaded.id} />}
      <label htmlFor="lens-upload-file" className="mb-1.5 block text-sm font-semibold">
        <Trans>Prescription file (JPEG, PNG or PDF, up to 10 MB)</Trans>
      </label>
      <input
        id="lens-upload-file"
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busyRef.current) event.preventDefault();
        }}
        onDrop={(event) => {
          if (busyRef.current) event.preventDefault();
        }}
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
        className="block w-full min-w-0 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60 file:me-3 file:rounded-full file:border-0 file:bg-mist file:px-4 file:py-2 file:text-sm file:font-medium"
        {...invalidProps('upload', message)}
      />
      <p role="status" className="mt-2 flex items-center gap-2 text-sm empty:hidden" data-testid="lens-upload-status">
        {busy ? (
          <>
            <Spinner className="size-4 text-brand" />
            <Trans>Uploading…</Trans>
          </>
        ) : uploaded ? (
          <span className="font-medium text-brand">
            <Trans>
              Uploaded: <bdi>{uploaded.name}</bdi>
            </Trans>
          </span>
        ) : null}
      </p>
      <div role="alert">
        <FieldError name="upload" message={message} />
      </div>
      <p className="mt-2 text-xs text-muted">
        <Trans>Only you and our opticians can open it.</Trans>
      </p>
    </div>
  );
}
