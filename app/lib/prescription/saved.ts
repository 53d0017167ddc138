import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Prescription } from './prescription';
import { checkedWith } from '../validation/form-errors';
import { isBlank } from '../validation/visible-text';
import { checkPrescription, type PrescriptionErrors } from './schema';

/** A saved prescription's name: what the customer calls it ('My glasses 2026'). */
export const NAME_MAX = 60;

/** A saved prescription as the API and the profile show it. */
export interface SavedPrescription extends Prescription {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export type SavedPrescriptionErrors = PrescriptionErrors & { name?: string };

export type SavedPrescriptionCheck =
  { ok: true; name: string; prescription: Prescription } | { ok: false; errors: SavedPrescriptionErrors };

/**
 * A prescription kept in the profile, checked by the shared rules: it keeps ADD when it has one (it
 * may be for reading or progressive lenses later) and fits no particular lens index yet. Same
 * messages in the browser and on the server.
 */
export function checkSavedPrescription(values: Record<string, unknown>, i18n: I18n, today?: Date): SavedPrescriptionCheck {
  // A name is one line wherever it shows (the profile, the cart line, the order): a tab or a line
  // break sent through the API is a space, as the form's one-line fields read them.
  const name = typeof values.name === 'string' ? values.name.replace(/\s+/gu, ' ').trim() : '';
  const checked = checkPrescription(values, { add: 'optional', index: null, today }, i18n);
  const errors: SavedPrescriptionErrors = {};
  // A name of invisible characters alone (zero-width spaces, direction marks, Hangul fillers) shows as nothing: no name.
  // They stay in a name with letters, where some are part of the writing (a joiner in an emoji).
  if (isBlank(name) || name.length > NAME_MAX)
    errors.name = i18n._(msg`Give the prescription a name of up to 60 characters (for example 'My glasses 2026').`);
  if (!checked.ok) Object.assign(errors, checked.errors);
  if (!checked.ok || errors.name) return { ok: false, errors };
  return { ok: true, name, prescription: checked.prescription };
}

/** The same check as a zod schema over the form's values (useFormValidation, parseForm). */
export function savedPrescriptionSchema(i18n: I18n) {
  return checkedWith((values) => {
    const checked = checkSavedPrescription(values, i18n);
    return checked.ok ? { ok: true, value: { name: checked.name, prescription: checked.prescription } } : checked;
  });
}
