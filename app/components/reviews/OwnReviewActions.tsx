import { Trans } from '@lingui/react/macro';
import { Form } from 'react-router';
import { HiddenParams } from './HiddenParams';
import { dialogParam, REVIEW_PARAM } from './review-params';

interface Props {
  reviewId: number;
  /** The review's title, which names what Edit and Delete act on for screen readers. */
  describedBy: string;
  /** The page's query without a dialog, kept by the GET form. */
  params: URLSearchParams;
  onEdit: () => void;
  onDelete: () => void;
}

const LINK_BUTTON = 'rounded-full px-3 py-1 text-sm font-medium underline-offset-4 hover:underline';

/**
 * Edit and Delete on the viewer's own review. A GET form (`?review=edit-12`), so without JavaScript
 * the page opens with the dialog; with it, the dialog opens in place.
 */
export function OwnReviewActions({ reviewId, describedBy, params, onEdit, onDelete }: Props) {
  const open = (action: () => void) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    action();
  };
  return (
    <Form method="get" preventScrollReset className="mt-2 flex gap-1 -ms-3">
      <HiddenParams params={params} />
      <button
        type="submit"
        name={REVIEW_PARAM}
        value={dialogParam({ kind: 'edit', id: reviewId })}
        aria-describedby={describedBy}
        className={`${LINK_BUTTON} text-brand`}
        onClick={open(onEdit)}
      >
        <Trans>Edit</Trans>
      </button>
      <button
        type="submit"
        name={REVIEW_PARAM}
        value={dialogParam({ kind: 'delete', id: reviewId })}
        aria-describedby={describedBy}
        className={`${LINK_BUTTON} text-sale`}
        onClick={open(onDelete)}
      >
        <Trans>Delete</Trans>
      </button>
    </Form>
  );
}
