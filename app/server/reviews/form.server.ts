import { REVIEW_INTENTS, splitErrors, type ReviewFormFeedback, type ReviewIntent } from '~/components/reviews/review-form';
import { parseForm } from '~/lib/validation/form-errors';
import { msg } from '@lingui/core/macro';
import { ReviewError } from './errors';
import { changeReview, createReview, removeReview, type ReviewDeps } from './service.server';
import { reviewSchemas } from './validation';

export type ReviewFormOutcome =
  { done: true; intent: ReviewIntent } | { done: false; status: number; feedback: ReviewFormFeedback };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** No star chosen sends no `rating`: that is 0 (the SPEC sets no minimum), as the dialog's own default. */
const ratingOf = (value: string) => (value.trim() === '' ? 0 : Number(value));

/**
 * A review form posted to the product page (writing, editing or deleting without JavaScript): the
 * same service, rules and rate limit as the JSON API, but every field's message at once.
 */
export async function handleReviewForm(deps: ReviewDeps, handle: string, form: FormData): Promise<ReviewFormOutcome> {
  const schemas = reviewSchemas(deps.i18n);
  const requested = text(form, 'intent');
  const intent = (REVIEW_INTENTS as readonly string[]).includes(requested) ? (requested as ReviewIntent) : null;
  const values = { title: text(form, 'title'), review_body: text(form, 'review_body'), rating: text(form, 'rating') };
  const refuse = (status: number, feedback: Omit<ReviewFormFeedback, 'intent' | 'values'>): ReviewFormOutcome => ({
    done: false,
    status,
    feedback: { intent, values, ...feedback },
  });
  const id = Number(text(form, 'id'));
  const changes = { title: values.title, review_body: values.review_body, rating: ratingOf(values.rating) };

  try {
    switch (intent) {
      case 'create': {
        const parsed = parseForm(schemas.reviewInput, { ...changes, product_handle: handle });
        if (!parsed.success) return refuse(400, splitErrors(parsed.errors));
        await createReview(deps, parsed.data);
        break;
      }
      case 'update': {
        const parsed = parseForm(schemas.reviewUpdate, changes);
        if (!parsed.success) return refuse(400, splitErrors(parsed.errors));
        await changeReview(deps, id, parsed.data);
        break;
      }
      case 'delete':
        await removeReview(deps, id);
        break;
      case null:
        return refuse(400, { formError: schemas.invalid });
    }
    return { done: true, intent };
  } catch (error) {
    if (error instanceof ReviewError) return refuse(error.status, { formError: error.message });
    console.error(`Review form (${intent}) failed`, error);
    return refuse(500, { formError: deps.i18n._(msg`Something went wrong. Please try again.`) });
  }
}
