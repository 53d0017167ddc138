import { Plural } from '@lingui/react/macro';

/** How many products a listing found, as a count the page's language agrees with ('1 product', '12 منتجًا'). */
export function ResultCount({ total, className }: { total: number; className: string }) {
  return (
    <p className={className} data-testid="result-count" aria-live="polite">
      <Plural value={total} one="# product" other="# products" />
    </p>
  );
}
