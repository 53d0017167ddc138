import type { CartSummary } from '~/lib/cart/summary';
import { formatMinor } from '~/lib/cart/money';
import { CheckoutButton } from './CheckoutButton';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-sm text-muted">
      <dt>{label}</dt>
      <dd className="font-semibold whitespace-nowrap text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * SPEC §2/§9 Order Summary: subtotal from compare-at totals, total discount, shipping FREE, the total
 * (VAT included) and the item count, in the currency of the first line. A side panel from 1102 px
 * up; below that a block under the lines, with the fixed bar (MobileCheckoutBar) for CHECK OUT.
 */
export function OrderSummary({ summary, canCheckout }: { summary: CartSummary; canCheckout: boolean }) {
  const money = (minor: number) => formatMinor(minor, summary.currencyCode);
  return (
    <section aria-labelledby="order-summary-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm min-[1102px]:sticky min-[1102px]:top-24" data-testid="order-summary">
      <h2 id="order-summary-title" className="text-lg font-bold tracking-tight">
        Order Summary
      </h2>
      <dl className="mt-5 space-y-3">
        <Row label={`Subtotal (${summary.itemCount} ${summary.itemCount === 1 ? 'item' : 'items'})`} value={money(summary.subtotal)} testId="summary-subtotal" />
        <Row label="Total discount" value={`− ${money(summary.discount)}`} testId="summary-discount" />
        <Row label="Shipping" value="FREE" testId="summary-shipping" />
        <div className="flex items-baseline justify-between gap-4 border-t border-dashed border-line pt-4">
          <dt className="text-base font-bold text-ink">
            Total <span className="block text-xs font-normal text-muted">(inclusive of VAT)</span>
          </dt>
          <dd className="text-xl font-bold whitespace-nowrap text-ink" data-testid="summary-total">
            {money(summary.total)}
          </dd>
        </div>
        <Row label="Items" value={String(summary.itemCount)} testId="summary-count" />
      </dl>
      {summary.discount > 0 && (
        <p className="mt-4 rounded-lg bg-ok/10 px-3 py-2 text-sm font-medium text-ok">You save {money(summary.discount)} on this order</p>
      )}
      <CheckoutButton disabled={!canCheckout} className="mt-6 hidden min-[1102px]:block" />
      <p className="mt-4 flex items-center justify-center gap-2 text-xs text-muted">
        <svg viewBox="0 0 24 24" width={14} height={14} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
        Secure checkout
      </p>
    </section>
  );
}
