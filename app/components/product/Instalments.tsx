import { INSTALMENT_COUNT, instalmentAmount } from '~/lib/instalments';
import { formatMoney } from '~/lib/money';
import { InstalmentBadges } from './PaymentBadges';

const SCHEDULE = ['Today', 'In 1 month', 'In 2 months', 'In 3 months'];

/**
 * Buy now, pay later (SPEC §1, §9): 'Split 4 payments' of price / 4 for AED, KWD and SAR only,
 * the two providers' badges, and a payment widget with the schedule. A provider's own promo
 * script is not loaded: it would block nothing but would add a third-party request per page.
 */
export function Instalments({ price, currencyCode }: { price: number; currencyCode: string }) {
  const each = instalmentAmount(price, currencyCode);
  if (each === null) return null;
  const amount = formatMoney(each, currencyCode);
  return (
    <section
      className="mt-5 rounded-2xl border border-line bg-mist/60 p-4"
      aria-label="Pay in instalments"
      data-testid="instalments"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <strong>Split {INSTALMENT_COUNT} payments</strong> of <strong data-testid="instalment-amount">{amount}</strong>. No
          interest, no fees.
        </p>
        <div className="flex gap-2">
          <InstalmentBadges />
        </div>
      </div>
      <ol className="mt-3 grid grid-cols-4 gap-2 text-center" aria-label="Payment schedule" data-testid="payment-widget">
        {SCHEDULE.map((when, index) => (
          <li key={when} className="rounded-lg bg-white p-2">
            <span className="mx-auto mb-1 flex size-6 items-center justify-center rounded-full bg-brand text-[11px] font-bold text-white">
              {index + 1}
            </span>
            <span className="block text-xs font-semibold">{amount}</span>
            <span className="block text-[11px] text-muted">{when}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
