import type { RatingSummary as Summary } from '~/server/catalog/product-page.server';

/** Average rating and count (SPEC §2); shown only once the product has reviews (issue 7). */
export function RatingSummary({ rating }: { rating: Summary | null }) {
  if (!rating || rating.count === 0) return null;
  const percent = (rating.average / 5) * 100;
  return (
    <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm" data-testid="rating-summary">
      <span className="relative inline-block text-line" aria-hidden="true">
        ★★★★★
        <span className="absolute inset-0 overflow-hidden text-gold-light" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      <span>
        {rating.average.toFixed(1)} ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
      </span>
    </a>
  );
}
