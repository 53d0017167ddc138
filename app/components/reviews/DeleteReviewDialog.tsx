import { Trans } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { Form } from 'react-router';
import type { PublicReview } from '~/server/reviews/store.server';
import { CancelButton, CancelForm } from './CancelDialog';
import { useDialogFormAction } from './dialog-form-action';
import { ModalFrame } from './ModalFrame';

interface Props {
  handle: string;
  review: PublicReview;
  /** The product page action's refusal of this form posted without JavaScript. */
  formError?: string;
  closeParams: URLSearchParams;
  onClose: () => void;
  /** With JavaScript: delete (the list drops the review at once and puts it back if that fails). */
  onConfirm: () => void;
  /** Where focus goes when the dialog closes on a deleted review, whose Delete button is gone. */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * Asks before deleting one's own review: an alert dialog whose first button, focused on opening, is
 * Cancel, so Enter on a stray Delete press keeps the review. Without JavaScript it posts to the
 * product page's action.
 */
export function DeleteReviewDialog({ handle, review, formError, closeParams, onClose, onConfirm, fallbackFocus }: Props) {
  const id = useId();
  const action = useDialogFormAction(handle);
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <ModalFrame
      role="alertdialog"
      labelledBy={`${id}-heading`}
      describedBy={`${id}-text`}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        <Trans>Delete your review?</Trans>
      </h2>
      <div id={`${id}-text`} className="mt-3 space-y-2 text-sm">
        <p dir="auto" className="font-semibold">
          {review.title}
        </p>
        <p className="text-muted">
          <Trans>It will no longer show on this product. This cannot be undone.</Trans>
        </p>
      </div>
      {formError && (
        <p role="alert" className="mt-4 rounded-lg bg-sale/10 px-3 py-2 text-sm text-sale" data-testid="review-error">
          {formError}
        </p>
      )}
      <Form method="post" action={action} className="mt-6 flex justify-end gap-3" onSubmit={confirm}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={review.id} />
        <CancelButton form={`${id}-cancel`} disabled={false} onCancel={onClose} />
        <button type="submit" className="btn-primary bg-sale hover:bg-sale/90">
          <Trans>Delete</Trans>
        </button>
      </Form>
      <CancelForm id={`${id}-cancel`} handle={handle} params={closeParams} />
    </ModalFrame>
  );
}
