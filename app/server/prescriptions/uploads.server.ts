import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Database } from '../../../db/connection';
import { PrescriptionError } from './errors';
import { countFiles, MAX_FILES_PER_OWNER, storeFile, type PrescriptionFileView } from './files.server';
import { readUpload } from './read-upload.server';

/** Stores the request's file for `owner`, after checking its size, its type and the owner's room. */
export async function uploadPrescription(
  db: Database,
  i18n: I18n,
  owner: string,
  request: Request,
): Promise<PrescriptionFileView> {
  // Asked first, so a full owner's file is not read at all; storeFile asks again, as one of its turn.
  if ((await countFiles(db, owner)) >= MAX_FILES_PER_OWNER) throw noRoom(i18n);
  const upload = await readUpload(request, i18n);
  const stored = await storeFile(db, owner, upload);
  if (!stored) throw noRoom(i18n);
  return stored;
}

function noRoom(i18n: I18n): PrescriptionError {
  return new PrescriptionError(
    429,
    i18n._(msg`You have uploaded the most files we keep (30). Delete one in My Prescriptions first.`),
  );
}
