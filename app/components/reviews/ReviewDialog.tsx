import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import { useShownValues } from '~/components/ui/use-shown-values';
import { useLanguage } from '~/i18n/use-language';
import type { FieldErrors } from '~/lib/validation/form-errors';
import { BODY_MAX, TITLE_MAX } from '~/server/reviews/limits';
import type { PublicReview } from '~/server/reviews/store.server';
import { CancelButton, CancelForm } from './CancelDialog';
import { useDialogFormAction } from './dialog-form-action';
import { ModalFrame } from './ModalFrame';
import { ReviewApiError, submitReview, updateReview } from './review-api';
import { splitErrors, type ReviewField, type ReviewFormFeedback } from './review-form';
import { StarRatingInput } from './StarRatingInput';

interface Props {
  handle: string;
  /** The viewer's own review to edit; none to write a new one. */
  review?: PublicReview;
  /** The product page action's answer to this form posted without JavaScript (field errors, what was typed). */
  feedback?: ReviewFormFeedback;
  /** The page's query without the dialog: Cancel's destination without JavaScript. */
  closeParams: URLSearchParams;
  onClose: () => void;
  /** After the review is saved (SPEC §4): the dialog closes and the list shows it. */
  onSaved: (review: PublicReview) => void;
}

/**
 * SPEC §2 'Leave a Review', and the same dialog to edit one's own review. With JavaScript it calls the
 * JSON API and stays open with the reason on failure; without, its form posts to the product page's
 * action, which answers with every field's message or the page with the review saved.
 */
export function ReviewDialog({ handle, review, feedback, closeParams, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const language = useLanguage();
  const id = useId();
  const action = useDialogFormAction(handle);
  const [rating, setRating] = useState(() => (feedback?.values ? Number(feedback.values.rating) || 0 : (review?.rating ?? 0)));
  const [title, setTitle] = useState(feedback?.values?.title ?? review?.title ?? '');
  const [body, setBody] = useState(feedback?.values?.review_body ?? review?.body ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(feedback?.formError ?? null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ReviewField>>(feedback?.errors ?? {});
  const close = () => {
    if (!submitting) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    setFieldErrors({});
    const failed = review ? t`Failed to update review` : t`Failed to submit review`;
    try {
      const changes = { title, review_body: body, rating };
      const saved = review
        ? await updateReview(review.id, changes, language, failed)
        : await submitReview({ ...changes, product_handle: handle }, language, failed);
      onSaved(saved);
    } catch (failure) {
      // SPEC §8: a failed submission is logged; the dialog also says why, so the shopper can fix it:
      // every field's message under its field at once (SPEC §5), anything else for the whole form.
      console.error('Review submission failed', failure);
      const refused = failure instanceof ReviewApiError ? splitErrors(failure.fields) : {};
      const fields = refused.errors ?? {};
      setFieldErrors(fields);
      setError(
        Object.keys(fields).length > 0 ? (refused.formError ?? null) : failure instanceof Error ? failure.message : failed,
      );
      setSubmitting(false);
      setFocusFirstError(true);
    }
  };

  const form = useRef<HTMLFormElement>(null);
  // The dialog opened by its URL is the server's form until its code comes.
  useShownValues(form, { title: setTitle, review_body: setBody, rating: (shown) => setRating(Number(shown) || 0) });

  // The first field refused takes focus, so a screen reader reads its label and message.
  const [focusFirstError, setFocusFirstError] = useState(false);
  useEffect(() => {
    if (!focusFirstError) return;
    setFocusFirstError(false);
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  const field = (name: ReviewField) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: ReviewField) =>
    fieldErrors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm text-sale">
        {fieldErrors[name]}
      </p>
    );

  return (
    <ModalFrame role="dialog" labelledBy={`${id}-heading`} onClose={close}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {review ? <Trans>Edit Review</Trans> : <Trans>Leave a Review</Trans>}
      </h2>
      <Form ref={form} method="post" action={action} className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <input type="hidden" name="intent" value={review ? 'update' : 'create'} />
        {review && <input type="hidden" name="id" value={review.id} />}
        <StarRatingInput value={rating} onChange={setRating} error={fieldErrors.rating} />
        <div>
          <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-medium">
            <Trans>Title</Trans>
          </label>
          <input
            {...field('title')}
            dir="auto"
            className="field aria-[invalid=true]:border-sale"
            maxLength={TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          {fieldError('title')}
        </div>
        <div>
          <label htmlFor={`${id}-review_body`} className="mb-1 block text-sm font-medium">
            <Trans>Review</Trans>
          </label>
          <textarea
            {...field('review_body')}
            dir="auto"
            rows={5}
            className="field aria-[invalid=true]:border-sale"
            maxLength={BODY_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {fieldError('review_body')}
        </div>
        {error && (
          <p role="alert" className="rounded-lg bg-sale/10 px-3 py-2 text-sm text-sale" data-testid="review-error">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <CancelButton form={`${id}-cancel`} disabled={submitting} onCancel={close} />
          <button type="submit" className="btn-primary" disabled={submitting}>
            {review ? (
              submitting ? (
                <Trans>Saving...</Trans>
              ) : (
                <Trans>Save Changes</Trans>
              )
            ) : submitting ? (
              <Trans>Submitting...</Trans>
            ) : (
              <Trans>Submit Review</Trans>
            )}
          </button>
        </div>
      </Form>
      <CancelForm id={`${id}-cancel`} handle={handle} params={closeParams} />
    </ModalFrame>
  );
}
