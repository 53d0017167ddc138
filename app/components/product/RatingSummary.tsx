import { Plural, Trans } from '@lingui/react/macro';
import { Stars } from '~/components/reviews/Stars';
import { useFormatNumber } from '~/i18n/numbers';
import type { RatingSummary as Summary } from '~/server/catalog/product-page.server';

/** Average rating and count (SPEC §2); shown only once the product has reviews (issue 7). */
export function RatingSummary({ rating }: { rating: Summary | null }) {
  const number = useFormatNumber();
  if (!rating || rating.count === 0) return null;
  const average = number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const count = rating.count;
  return (
    <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm" data-testid="rating-summary">
      <Stars rating={rating.average} />
      <span>
        <Trans>
          {average} (<Plural value={count} one="# review" other="# reviews" />)
        </Trans>
      </span>
    </a>
  );
}
