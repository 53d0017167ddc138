import { useId, type ReactNode } from 'react';
import { useFormatDate } from '~/i18n/format';
import type { PublicReview } from '~/server/reviews/store.server';
import { Stars } from './Stars';

interface Props {
  review: PublicReview;
  /** Edit and Delete, on the viewer's own review only; given the title's id that names them. */
  actions?: (titleId: string) => ReactNode;
}

/** One review. Title and body are plain text: React escapes them, so a review can never inject HTML. */
export function ReviewItem({ review, actions }: Props) {
  const formatDate = useFormatDate();
  const titleId = useId();
  return (
    <li className="border-b border-line py-4 last:border-b-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 id={titleId} dir="auto" className="font-semibold">
          {review.title}
        </h3>
      </div>
      <p dir="auto" className="mt-2 text-sm whitespace-pre-line">
        {review.body}
      </p>
      <p className="mt-2 text-xs text-muted">
        <bdi>{review.reviewer.name}</bdi> · <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </p>
      {actions?.(titleId)}
    </li>
  );
}
