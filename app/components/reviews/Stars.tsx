/** A read-only star bar filled to `rating` out of 5 (half stars included); the label says the number. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const percent = (Math.max(0, Math.min(5, rating)) / 5) * 100;
  return (
    <span className={`relative inline-block leading-none text-line ${className}`} role="img" aria-label={`Rated ${rating} out of 5`}>
      <span aria-hidden="true">★★★★★</span>
      <span aria-hidden="true" className="absolute inset-0 overflow-hidden whitespace-nowrap text-gold-light" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
