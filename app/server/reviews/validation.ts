import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { ReviewError } from './errors';
import { BODY_MAX, NAME_MAX, TITLE_MAX } from './limits';
import { isBlank } from '~/lib/validation/visible-text';

function buildSchemas(i18n: I18n) {
  const ratingRange = i18n._(msg`Rating must be from 0 to 5`);
  const rating = z
    .number({ error: i18n._(msg`Rating must be a number from 0 to 5`) })
    .min(0, ratingRange)
    .max(5, ratingRange)
    // SPEC §9 rating precision 0.5: 0, 0.5, 1 … 5.
    .refine((value) => Number.isInteger(value * 2), i18n._(msg`Rating must be in steps of 0.5`));

  // Text of only invisible characters (zero-width spaces, joiners, marks of direction, Hangul
  // fillers, the blank braille cell: `isBlank`) is empty too.
  const requiredText = (message: string, max: number, tooLong: string) =>
    z
      .string({ error: message })
      .trim()
      .max(max, tooLong)
      .refine((text) => !isBlank(text), message);

  const titleRequired = i18n._(msg`Title is required`);
  // The title is one line wherever it is shown: a line break sent through the API becomes a space.
  const title = z
    .string({ error: titleRequired })
    .transform((text) => text.replace(/\s*[\r\n]+\s*/g, ' '))
    .pipe(requiredText(titleRequired, TITLE_MAX, i18n._(msg`Title must be at most ${TITLE_MAX} characters`)));
  const reviewBody = requiredText(
    i18n._(msg`Review body is required`),
    BODY_MAX,
    i18n._(msg`Review body must be at most ${BODY_MAX} characters`),
  );
  const productRequired = i18n._(msg`Product is required`);
  // A body that is not an object, or a field of the wrong kind that has no message of its own, is
  // said so in the request's language rather than in zod's English.
  const invalid = i18n._(msg`Invalid review`);

  /** POST /api/reviews (SPEC §3 submission). reviewer_email is accepted but the session's customer wins. */
  const reviewInput = z.object(
    {
      title,
      review_body: reviewBody,
      rating,
      product_handle: z.string({ error: productRequired }).trim().min(1, productRequired),
      reviewer_email: z.string({ error: invalid }).optional(),
      // A name that shows nothing is no name: the review takes the account's (createReview).
      reviewer_name: z
        .string({ error: invalid })
        .trim()
        .max(NAME_MAX, i18n._(msg`Name must be at most ${NAME_MAX} characters`))
        .transform((name) => (isBlank(name) ? undefined : name))
        .optional(),
    },
    { error: invalid },
  );

  /** What a review's author can change (PUT): every field optional, the same rules. */
  const reviewUpdate = z
    .object({ title: title.optional(), review_body: reviewBody.optional(), rating: rating.optional() }, { error: invalid })
    .refine((value) => Object.values(value).some((field) => field !== undefined), i18n._(msg`Nothing to update`));

  return { reviewInput, reviewUpdate, invalid };
}

export type ReviewSchemas = ReturnType<typeof buildSchemas>;

/** One set per language: the catalogues are fixed for the process, so are the messages. */
const built = new WeakMap<I18n, ReviewSchemas>();

/** The review schemas with their messages in the request's language (SPEC §5 messages in English). */
export function reviewSchemas(i18n: I18n): ReviewSchemas {
  let schemas = built.get(i18n);
  if (!schemas) {
    schemas = buildSchemas(i18n);
    built.set(i18n, schemas);
  }
  return schemas;
}

/** PUT's body: the SPEC's client sends the changes as `{ updatedData: { … } }`; the changes alone are taken too. */
export function updatedData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'updatedData' in body ? body.updatedData : body;
}

/** A refused review: the first problem as the message, and each field's first message beside it. */
export function refusal(error: z.ZodError, schemas: ReviewSchemas): ReviewError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [name] = issue.path;
    if (typeof name === 'string') fields[name] ??= issue.message;
  }
  return new ReviewError(400, error.issues[0]?.message ?? schemas.invalid, undefined, fields);
}
