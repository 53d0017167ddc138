import type { CartSummary } from '~/lib/cart/summary';
import { CheckoutButton } from './CheckoutButton';
import { SummaryMoney } from './SummaryMoney';

/**
 * SPEC §2: below the desktop width a bar fixed to the bottom with the struck-through original total,
 * the current total and CHECK OUT. It sits above the site's own bottom bar on phones.
 */
export function MobileCheckoutBar({ summary, canCheckout }: { summary: CartSummary; canCheckout: boolean }) {
  return (
    <div
      className="fixed inset-x-0 bottom-[3.65rem] z-30 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-6px_20px_rgba(20,24,31,0.08)] backdrop-blur md:bottom-0 min-[1102px]:hidden"
      data-testid="mobile-checkout-bar"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="flex flex-col leading-tight">
          {summary.subtotal > summary.total && (
            <s className="text-xs text-muted" data-testid="bar-original-total">
              <SummaryMoney minor={summary.subtotal} currency={summary.currencyCode} />
            </s>
          )}
          <span className="text-lg font-bold text-ink" data-testid="bar-total">
            <SummaryMoney minor={summary.total} currency={summary.currencyCode} />
          </span>
        </p>
        <CheckoutButton disabled={!canCheckout} className="w-40 shrink-0" />
      </div>
    </div>
  );
}
