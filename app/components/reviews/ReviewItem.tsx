import { useFormatDate } from '~/i18n/format';
import type { PublicReview } from '~/server/reviews/store.server';
import { Stars } from './Stars';

/** One review. Title and body are plain text: React escapes them, so a review can never inject HTML. */
export function ReviewItem({ review }: { review: PublicReview }) {
  const formatDate = useFormatDate();
  return (
    <li className="border-b border-line py-4 last:border-b-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <h3 dir="auto" className="font-semibold">
          {review.title}
        </h3>
      </div>
      <p dir="auto" className="mt-2 text-sm whitespace-pre-line">
        {review.body}
      </p>
      <p className="mt-2 text-xs text-muted">
        <bdi>{review.reviewer.name}</bdi> · <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
      </p>
    </li>
  );
}
