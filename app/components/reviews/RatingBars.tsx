import type { ReviewSummary } from '~/server/reviews/summary';

/** The distribution, 5 stars down to 1 (SPEC §2 "reviews section with rating distribution"). */
export function RatingBars({ summary }: { summary: ReviewSummary }) {
  const counted = summary.distribution.reduce((sum, bar) => sum + bar.count, 0);
  return (
    <ul className="mt-4 space-y-1.5" aria-label="Rating distribution" data-testid="rating-distribution">
      {summary.distribution.map((bar) => {
        const percent = counted === 0 ? 0 : Math.round((bar.count / counted) * 100);
        return (
          <li key={bar.stars} className="flex items-center gap-3 text-sm">
            <span className="w-14 shrink-0">{bar.stars} star</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-mist" aria-hidden="true">
              <span className="block h-full rounded-full bg-gold-light" style={{ width: `${percent}%` }} />
            </span>
            <span className="w-8 shrink-0 text-right text-muted" aria-label={`${bar.count} reviews with ${bar.stars} stars`}>
              {bar.count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
