import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { Spinner } from '~/components/ui/Spinner';

const step =
  'inline-flex size-9 items-center justify-center text-lg font-semibold text-ink transition-colors hover:bg-mist disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent aria-disabled:cursor-wait';

/**
 * The line's − quantity + (SPEC §4/§5): decrease disabled at 1 or less, increase disabled when the
 * stock is at most the quantity; while the change runs a 20 px spinner stands in for the quantity.
 * The buttons submit the line's form with the new quantity (works without JavaScript).
 */
export function LineQuantity({
  quantity,
  available,
  busy,
  title,
}: {
  quantity: number;
  available: number | null;
  busy: boolean;
  title: string;
}) {
  const { t } = useLingui();
  const canDecrease = quantity > 1;
  const canIncrease = available === null || available > quantity;
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);
  const pressed = useRef<HTMLButtonElement | null>(null);
  // While a change runs the buttons take no press but stay focusable: a disabled button drops the
  // keyboard's focus to the page's start after every press.
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else pressed.current = event.currentTarget;
  };
  // At a limit (1, or the stock) the button just pressed is disabled, as the SPEC asks, and would drop
  // the keyboard's focus: it goes to the other button instead.
  useLayoutEffect(() => {
    const button = pressed.current;
    if (!button?.disabled) return;
    pressed.current = null;
    (button === decrease.current ? increase : decrease).current?.focus();
  }, [quantity, available]);
  return (
    <div
      className="inline-flex items-center overflow-hidden rounded-full border border-line bg-white"
      role="group"
      aria-label={t`Quantity of ${title}`}
    >
      <button
        type="submit"
        name="quantity"
        value={quantity - 1}
        ref={decrease}
        disabled={!canDecrease}
        aria-disabled={busy || undefined}
        onClick={press}
        className={step}
        aria-label={t`Decrease quantity`}
      >
        −
      </button>
      <span
        className="inline-flex h-9 min-w-10 items-center justify-center px-1 text-sm font-semibold tabular-nums"
        aria-live="polite"
        data-testid="line-quantity"
      >
        {busy ? (
          <span
            role="status"
            aria-label={t`Updating quantity`}
            className="inline-flex size-5 text-brand"
            data-testid="line-spinner"
          >
            <Spinner className="size-5" />
          </span>
        ) : (
          quantity
        )}
      </span>
      <button
        type="submit"
        name="quantity"
        value={quantity + 1}
        ref={increase}
        disabled={!canIncrease}
        aria-disabled={busy || undefined}
        onClick={press}
        className={step}
        aria-label={t`Increase quantity`}
      >
        +
      </button>
    </div>
  );
}
