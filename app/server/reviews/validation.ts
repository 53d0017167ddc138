import { z } from 'zod';
import { BODY_MAX, NAME_MAX, TITLE_MAX } from './limits';

const rating = z
  .number({ error: 'Rating must be a number from 0 to 5' })
  .min(0, 'Rating must be from 0 to 5')
  .max(5, 'Rating must be from 0 to 5')
  // SPEC §9 rating precision 0.5: 0, 0.5, 1 … 5.
  .refine((value) => Number.isInteger(value * 2), 'Rating must be in steps of 0.5');

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** What a review's author can change (PUT): every field optional, the same rules. */
export const reviewFields = {
  title: requiredText('Title is required', TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  review_body: requiredText('Review body is required', BODY_MAX, `Review body must be at most ${BODY_MAX} characters`),
  rating,
};

/** POST /api/reviews (SPEC §3 submission). reviewer_email is accepted but the session's customer wins. */
export const reviewInput = z.object({
  ...reviewFields,
  product_handle: z.string({ error: 'Product is required' }).trim().min(1, 'Product is required'),
  reviewer_email: z.string().optional(),
  reviewer_name: z.string().trim().max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`).optional(),
});

export const reviewUpdate = z
  .object({ title: reviewFields.title.optional(), review_body: reviewFields.review_body.optional(), rating: rating.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update');

/** PUT's body: the SPEC's client sends the changes as `{ updatedData: { … } }`; the changes alone are taken too. */
export function updatedData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'updatedData' in body ? body.updatedData : body;
}

export type ReviewInput = z.infer<typeof reviewInput>;
export type ReviewUpdate = z.infer<typeof reviewUpdate>;

/** The first problem, as the one message the API and the form show. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid review';
}
