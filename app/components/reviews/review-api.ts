import { pathInLanguage, type Language } from '~/i18n/languages';
import type { FieldErrors } from '~/lib/validation/form-errors';
import type { PublicReview } from '~/server/reviews/store.server';

/** The API's refusal: its message, and for a refused review each field's message. */
export class ReviewApiError extends Error {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

export interface ReviewSubmission {
  title: string;
  review_body: string;
  rating: number;
  product_handle: string;
}

export type ReviewChanges = Pick<ReviewSubmission, 'title' | 'review_body' | 'rating'>;

/**
 * Calls the review API (SPEC §7) in the page's language, so its messages come back in that
 * language; resolves to the answer or rejects with the server's message (`failed` when it sent none).
 */
async function call<Answer>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  language: Language,
  failed: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(pathInLanguage(language, path), {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), Accept: 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusalOf(answer, failed);
  return answer as Answer;
}

export function submitReview(submission: ReviewSubmission, language: Language, failed: string): Promise<PublicReview> {
  return call('POST', '/api/reviews', language, failed, submission);
}

/** SPEC §7: the changes travel as `updatedData`. */
export function updateReview(id: number, changes: ReviewChanges, language: Language, failed: string): Promise<PublicReview> {
  return call('PUT', `/api/reviews/${id}`, language, failed, { updatedData: changes });
}

export async function deleteReview(id: number, language: Language, failed: string): Promise<void> {
  await call('DELETE', `/api/reviews/${id}`, language, failed);
}

function refusalOf(body: unknown, failed: string): ReviewApiError {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
  if (typeof error !== 'object' || error === null) return new ReviewApiError(failed);
  const message = 'message' in error && typeof error.message === 'string' ? error.message : failed;
  const fields = 'fields' in error && typeof error.fields === 'object' && error.fields !== null ? error.fields : {};
  return new ReviewApiError(
    message,
    Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
}
