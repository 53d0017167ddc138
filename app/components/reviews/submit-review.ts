import { pathInLanguage, type Language } from '~/i18n/languages';
import type { PublicReview } from '~/server/reviews/store.server';

export interface ReviewSubmission {
  title: string;
  review_body: string;
  rating: number;
  product_handle: string;
}

/**
 * Posts to the review API (SPEC §7) in the page's language, so its messages come back in that
 * language; resolves to the review or rejects with the server's message (`failed` when it sent none).
 */
export async function submitReview(submission: ReviewSubmission, language: Language, failed: string): Promise<PublicReview> {
  const response = await fetch(pathInLanguage(language, '/api/reviews'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(submission),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessage(body) ?? failed);
  return body as PublicReview;
}

function errorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
