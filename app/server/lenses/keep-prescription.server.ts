import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppLoadContext } from 'react-router';
import { formatDate } from '~/i18n/format';
import type { Prescription } from '~/lib/prescription/prescription';
import { prescriptionFormValues } from '~/lib/prescription/prescription';
import type { ToastInput } from '~/lib/toast';
import { PrescriptionError } from '../prescriptions/errors';
import { createSaved } from '../prescriptions/saved.server';

/**
 * 'Save this prescription' at purchase: the entered prescription, already checked, goes to My
 * Prescriptions named after the eye test's date. The pair is in the cart by then, so a save the
 * profile refuses (20 kept already), or one the database fails, is told as a toast and loses
 * nothing: an error page would hide that the pair was added, and a second press would add another.
 */
export async function keepPrescription(
  context: AppLoadContext,
  i18n: I18n,
  customerId: string,
  prescription: Prescription,
): Promise<ToastInput> {
  const name = i18n._(msg`Prescription of ${formatDate(prescription.date, context.language)}`);
  // Confirmed at purchase already: the warnings were ticked or did not arise.
  const values = { ...prescriptionFormValues(prescription), name, confirmOld: 'yes', confirmDifference: 'yes' };
  try {
    await createSaved(context.db, i18n, customerId, values);
    return { kind: 'success', message: i18n._(msg`Your prescription is saved in My Prescriptions.`), durationMs: 3000 };
  } catch (error) {
    if (error instanceof PrescriptionError) return { kind: 'error', message: error.message, durationMs: 4000 };
    console.error('Save this prescription: the save failed:', error instanceof Error ? error.message : error);
    const message = i18n._(msg`Your prescription could not be saved. You can add it in My Prescriptions later.`);
    return { kind: 'error', message, durationMs: 4000 };
  }
}
