import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Money } from '~/components/ui/Money';
import { INSTALMENT_COUNT, instalmentSchedule } from '~/lib/instalments';
import { InstalmentBadges } from './PaymentBadges';

/**
 * Buy now, pay later (SPEC §1, §9): 'Split 4 payments' of price / 4 for AED, KWD and SAR only (the
 * last payment takes the rounding, so the schedule adds up to the price),
 * the two providers' badges, and a payment widget with the schedule. A provider's own promo
 * script is not loaded: it would block nothing but would add a third-party request per page.
 */
export function Instalments({ price, currencyCode }: { price: number; currencyCode: string }) {
  const { t } = useLingui();
  const schedule = instalmentSchedule(price, currencyCode);
  if (schedule === null) return null;
  const amount = <Money amount={schedule[0]!} currency={currencyCode} />;
  // The first payment is due today, then one a month.
  const due = (months: number) => (months === 0 ? t`Today` : t`In ${plural(months, { one: '# month', other: '# months' })}`);
  return (
    <section
      className="mt-5 rounded-2xl border border-line bg-mist/60 p-4"
      aria-label={t`Pay in instalments`}
      data-testid="instalments"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <Trans>
            <strong>
              <Plural value={INSTALMENT_COUNT} one="Split # payment" other="Split # payments" />
            </strong>{' '}
            of <strong data-testid="instalment-amount">{amount}</strong>. No interest, no fees.
          </Trans>
        </p>
        <div className="flex gap-2">
          <InstalmentBadges />
        </div>
      </div>
      {/* Two by two on a phone: four columns there broke each amount from its currency. */}
      <ol
        className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4"
        aria-label={t`Payment schedule`}
        data-testid="payment-widget"
      >
        {schedule.map((payment, index) => (
          <li key={index} className="rounded-lg bg-white p-2">
            <span className="mx-auto mb-1 flex size-6 items-center justify-center rounded-full bg-brand text-[11px] font-bold text-white">
              {index + 1}
            </span>
            <span className="block text-xs font-semibold whitespace-nowrap">
              <Money amount={payment} currency={currencyCode} />
            </span>
            <span className="block text-xs text-muted">{due(index)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
