import { Trans } from '@lingui/react/macro';
import { Money } from '~/components/ui/Money';
import { pairTotal } from '~/lib/cart/money';

/** Frame + lenses = total, always in view while choosing (announced politely as it changes). */
export function RunningTotal({ frame, lenses, currency }: { frame: string; lenses: string | null; currency: string }) {
  return (
    <div
      className="sticky bottom-[3.75rem] z-20 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-line bg-white/95 px-4 py-3 text-sm shadow-sm backdrop-blur md:bottom-2"
      aria-live="polite"
      data-testid="lens-total"
    >
      <span>
        <Trans>Frame</Trans> <Money amount={frame} currency={currency} />
      </span>
      <span aria-hidden="true">+</span>
      <span>
        <Trans>Lenses</Trans> <Money amount={lenses ?? '0'} currency={currency} />
      </span>
      <span className="ms-auto text-base font-bold">
        <Trans>Total</Trans> <Money amount={pairTotal(frame, lenses, currency)} currency={currency} />
      </span>
    </div>
  );
}
