import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage } from '~/i18n/use-language';
import { BODY_MAX, TITLE_MAX } from '~/server/reviews/limits';
import { StarRatingInput } from './StarRatingInput';
import { submitReview } from './submit-review';
import { useModal } from './use-modal';

interface Props {
  handle: string;
  onClose: () => void;
  /** After the review is saved: the dialog closes and the list is fetched again (SPEC §4). */
  onSubmitted: () => void;
}

/** SPEC §2 'Leave a Review': stays open with the reason on failure, closes on Cancel, Escape or success. */
export function ReviewDialog({ handle, onClose, onSubmitted }: Props) {
  const { t } = useLingui();
  const language = useLanguage();
  const titleId = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useModal(true, () => {
    if (!submitting) onClose();
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await submitReview({ title, review_body: body, rating, product_handle: handle }, language, t`Failed to submit review`);
      onSubmitted();
    } catch (failure) {
      // SPEC §8: a failed submission is logged; the dialog also says why, so the shopper can fix it.
      console.error('Review submission failed', failure);
      setError(failure instanceof Error ? failure.message : t`Failed to submit review`);
      setSubmitting(false);
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 p-0 sm:items-center sm:p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-full w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:max-w-lg sm:rounded-2xl"
      >
        <h2 id={titleId} className="text-xl font-bold">
          <Trans>Leave a Review</Trans>
        </h2>
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          <StarRatingInput value={rating} onChange={setRating} />
          <div>
            <label htmlFor={`${titleId}-title`} className="mb-1 block text-sm font-medium">
              <Trans>Title</Trans>
            </label>
            <input
              id={`${titleId}-title`}
              name="title"
              className="field"
              maxLength={TITLE_MAX}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${titleId}-body`} className="mb-1 block text-sm font-medium">
              <Trans>Review</Trans>
            </label>
            <textarea
              id={`${titleId}-body`}
              name="review_body"
              rows={5}
              className="field"
              maxLength={BODY_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="rounded-lg bg-sale/10 px-3 py-2 text-sm text-sale" data-testid="review-error">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-outline" onClick={onClose} disabled={submitting}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="btn-primary" disabled={submitting}>
              {submitting ? <Trans>Submitting...</Trans> : <Trans>Submit Review</Trans>}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
