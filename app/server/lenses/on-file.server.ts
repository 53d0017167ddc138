import type { AppLoadContext } from 'react-router';
import type { OnFile } from '~/lib/prescription/lens-choice';
import { findFile } from '../prescriptions/files.server';
import type { Asker } from '../prescriptions/owner.server';
import { findSaved, listSaved } from '../prescriptions/saved.server';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What a lens post points to, read again for the shopper asking: their upload with the posted
 * `uploadId` and their saved prescription with the posted `savedId`. An id that is unknown or
 * someone else's finds nothing, so the choice is refused; the browser's word on the values is never taken.
 */
export async function postedOnFile(context: AppLoadContext, who: Asker, values: Record<string, unknown>): Promise<OnFile> {
  const uploadId = text(values.uploadId);
  const savedId = text(values.savedId);
  const [file, saved] = await Promise.all([
    uploadId ? findFile(context.db, uploadId, who.owners) : null,
    savedId && who.customerId ? findSaved(context.db, who.customerId, savedId) : null,
  ]);
  return { signedIn: who.customerId !== null, uploads: file ? [file] : [], saved: saved ? [saved] : [] };
}

/** What the prescription step offers the shopper: their saved prescriptions when signed in. */
export async function stepperOnFile(context: AppLoadContext, who: Asker): Promise<OnFile> {
  return {
    signedIn: who.customerId !== null,
    uploads: [],
    saved: who.customerId ? await listSaved(context.db, who.customerId) : [],
  };
}
