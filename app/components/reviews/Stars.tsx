import { useLingui } from '@lingui/react/macro';
import { useFormatNumber } from '~/i18n/numbers';

/**
 * A read-only star bar filled to `rating` out of 5 (half stars included); the label says the number.
 * The fill is anchored at the start side, so in Arabic the stars fill from the right.
 */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useLingui();
  const number = useFormatNumber();
  const value = number(rating, { maximumFractionDigits: 1 });
  const percent = (Math.max(0, Math.min(5, rating)) / 5) * 100;
  return (
    <span
      className={`relative inline-block leading-none text-line ${className}`}
      role="img"
      aria-label={t`Rated ${value} out of 5`}
    >
      <span aria-hidden="true">★★★★★</span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 start-0 overflow-hidden whitespace-nowrap text-gold-light"
        style={{ width: `${percent}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
