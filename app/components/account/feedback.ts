import type { FieldErrors } from '~/lib/validation/form-errors';

/**
 * What the account actions answer when they do not redirect: messages per field (shown next to the
 * field) and a form-level message (a toast in the browser, inline without JavaScript). `id` keeps a
 * toast from showing twice when the same answer is rendered again.
 */
export interface FormFeedback<Field extends string = string> {
  errors?: FieldErrors<Field>;
  formError?: { id: string; message: string; title?: string };
  /** Typed values sent back so a form re-rendered without JavaScript keeps them (never passwords). */
  values?: Partial<Record<Field, string>>;
}
