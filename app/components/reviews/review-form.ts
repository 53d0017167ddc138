import type { FieldErrors } from '~/lib/validation/form-errors';

/** The review form's hidden `intent`: what the product page's action does with it. */
export type ReviewIntent = 'create' | 'update' | 'delete';
export const REVIEW_INTENTS: readonly ReviewIntent[] = ['create', 'update', 'delete'];

export type ReviewField = 'title' | 'review_body' | 'rating';

/**
 * What the product page's action answers a review form posted without JavaScript when it is not
 * done: a message per field, or one for the form (not signed in as the author, rate limited …),
 * and what was typed, so the dialog opens again as it was sent.
 */
export interface ReviewFormFeedback {
  intent: ReviewIntent | null;
  errors?: FieldErrors<ReviewField>;
  formError?: string;
  values?: Record<ReviewField, string>;
}

const FIELDS: readonly ReviewField[] = ['title', 'review_body', 'rating'];

/** Field messages next to their fields; a message about anything else (the product) is the form's. */
export function splitErrors(errors: FieldErrors): Pick<ReviewFormFeedback, 'errors' | 'formError'> {
  const fields: FieldErrors<ReviewField> = {};
  let formError: string | undefined;
  for (const [name, message] of Object.entries(errors)) {
    if ((FIELDS as readonly string[]).includes(name)) fields[name as ReviewField] = message;
    else formError ??= message;
  }
  return { errors: fields, formError };
}
