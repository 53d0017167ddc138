import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CartSummary } from '~/lib/cart/summary';
import { CheckoutButton } from './CheckoutButton';
import { SummaryMoney } from './SummaryMoney';

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
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
  const { t } = useLingui();
  const count = summary.itemCount;
  const money = (minor: number) => <SummaryMoney minor={minor} currency={summary.currencyCode} />;
  const saving = money(summary.discount);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-line bg-white p-6 shadow-sm min-[1102px]:sticky min-[1102px]:top-24"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="text-lg font-bold tracking-tight">
        <Trans>Order Summary</Trans>
      </h2>
      <dl className="mt-5 space-y-3">
        <Row
          label={t`Subtotal (${plural(count, { one: '# item', other: '# items' })})`}
          value={money(summary.subtotal)}
          testId="summary-subtotal"
        />
        <Row label={t`Total discount`} value={<>− {money(summary.discount)}</>} testId="summary-discount" />
        <Row label={t`Shipping`} value={t`FREE`} testId="summary-shipping" />
        <div className="flex items-baseline justify-between gap-4 border-t border-dashed border-line pt-4">
          <dt className="text-base font-bold text-ink">
            <Trans>
              Total <span className="block text-xs font-normal text-muted">(inclusive of VAT)</span>
            </Trans>
          </dt>
          <dd className="text-xl font-bold whitespace-nowrap text-ink" data-testid="summary-total">
            {money(summary.total)}
          </dd>
        </div>
        <Row label={t`Items`} value={String(count)} testId="summary-count" />
      </dl>
      {summary.discount > 0 && (
        <p className="mt-4 rounded-lg bg-ok/10 px-3 py-2 text-sm font-medium text-ok">
          <Trans>You save {saving} on this order</Trans>
        </p>
      )}
      <CheckoutButton disabled={!canCheckout} className="mt-6 hidden min-[1102px]:block" />
      <p className="mt-4 flex items-center justify-center gap-2 text-xs text-muted">
        <svg viewBox="0 0 24 24" width={14} height={14} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
        <Trans>Secure checkout</Trans>
      </p>
    </section>
  );
}
