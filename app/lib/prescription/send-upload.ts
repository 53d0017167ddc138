import type { PrescriptionFileView } from './uploads';

export type UploadAnswer = { ok: true; file: PrescriptionFileView } | { ok: false; message: string | null };

/**
 * Sends one prescription file to `POST /api/prescription-files` from the browser (the profile's
 * upload and the lens steps). The server decides: a refusal comes back with its own message (type
 * read from the content, size, how many files), null when it sent none. A broken connection throws.
 */
export async function sendPrescriptionFile(action: string, file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.set('file', file);
  const response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } });
  const answer = (await response.json().catch(() => null)) as {
    file?: PrescriptionFileView;
    error?: { message?: string };
  } | null;
  if (response.ok && answer?.file) return { ok: true, file: answer.file };
  return { ok: false, message: answer?.error?.message ?? null };
}
