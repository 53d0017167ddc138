import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReviewSummary } from '~/server/reviews/summary';

/** The distribution, 5 stars down to 1 (SPEC §2 "reviews section with rating distribution"). */
export function RatingBars({ summary }: { summary: ReviewSummary }) {
  const { t } = useLingui();
  const counted = summary.distribution.reduce((sum, bar) => sum + bar.count, 0);
  return (
    <ul className="mt-4 space-y-1.5" aria-label={t`Rating distribution`} data-testid="rating-distribution">
      {summary.distribution.map(({ stars, count }) => {
        const percent = counted === 0 ? 0 : Math.round((count / counted) * 100);
        return (
          <li key={stars} className="flex items-center gap-3 text-sm">
            <span className="w-20 shrink-0 whitespace-nowrap">{t`${plural(stars, { one: '# star', other: '# stars' })}`}</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-mist" aria-hidden="true">
              <span className="block h-full rounded-full bg-gold-light" style={{ width: `${percent}%` }} />
            </span>
            <span className="w-8 shrink-0 text-end text-muted" aria-hidden="true">
              {count}
            </span>
            <span className="sr-only">
              {t`${plural(count, { one: '# review', other: '# reviews' })} with ${plural(stars, { one: '# star', other: '# stars' })}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
