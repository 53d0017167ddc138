import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { data, redirect, type AppLoadContext } from 'react-router';
import { tabUrl } from '~/components/account/profile-tabs';
import type { PrescriptionFeedback } from '~/components/account/prescriptions/feedback';
import type { ShopSession } from '../session.server';
import { commitSession } from '../session.server';
import { flashToast } from '../toast.server';
import { PrescriptionError } from './errors';
import { deleteFile, listFiles, type PrescriptionFileView } from './files.server';
import { customerOwner } from './owner.server';
import {
  countPrescriptionWrite,
  createSaved,
  deleteSaved,
  listSaved,
  PrescriptionFieldsError,
  updateSaved,
  type SavedPrescription,
} from './saved.server';

/** What the My Prescriptions tabs show: the saved prescriptions and the uploaded files. */
export async function loadPrescriptions(
  context: AppLoadContext,
  customerId: string,
): Promise<{ saved: SavedPrescription[]; files: PrescriptionFileView[] }> {
  const [saved, files] = await Promise.all([listSaved(context.db, customerId), listFiles(context.db, customerOwner(customerId))]);
  return { saved, files };
}

export type PrescriptionIntent =
  'create-prescription' | 'update-prescription' | 'delete-prescription' | 'delete-prescription-file';

interface ProfileWrite {
  context: AppLoadContext;
  session: ShopSession;
  customerId: string;
  i18n: I18n;
}

/** The profile's prescription forms (they work without JavaScript): save, edit, delete. */
export async function prescriptionAction(write: ProfileWrite, intent: PrescriptionIntent, values: Record<string, string>) {
  const { context, customerId, i18n } = write;
  const id = values.id?.trim() ?? '';
  try {
    // The forms cost the same lookups as the JSON API's writes, and count with them.
    await countPrescriptionWrite(context.db, customerId, i18n);
    switch (intent) {
      case 'create-prescription':
        await createSaved(context.db, i18n, customerId, values);
        return await done(write, msg`Prescription saved.`);
      case 'update-prescription':
        await updateSaved(context.db, i18n, customerId, id, values);
        return await done(write, msg`Prescription saved.`);
      case 'delete-prescription':
        await deleteSaved(context.db, i18n, customerId, id);
        return await done(write, msg`Prescription deleted.`);
      case 'delete-prescription-file':
        if (!(await deleteFile(context.db, id, customerOwner(customerId))))
          throw new PrescriptionError(404, i18n._(msg`No prescription file found with this ID.`));
        return await done(write, msg`File deleted.`);
    }
  } catch (error) {
    if (!(error instanceof PrescriptionError)) throw error;
    const formError = { id: crypto.randomUUID(), title: i18n._(msg`Error`), message: error.message };
    const errors = error instanceof PrescriptionFieldsError ? error.fields : undefined;
    return data<PrescriptionFeedback>({ formError, errors, values }, { status: error.status });
  }
}

async function done(write: ProfileWrite, message: ReturnType<typeof msg>) {
  const { i18n, session } = write;
  flashToast(session, { kind: 'success', title: i18n._(msg`Success`), message: i18n._(message), durationMs: 3000 });
  throw redirect(tabUrl('prescriptions'), { headers: { 'Set-Cookie': await commitSession(session) } });
}
