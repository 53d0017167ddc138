import { useLingui } from '@lingui/react/macro';
import { ScriptButton } from '~/components/ui/ScriptButton';

/** SPEC §4: starts at 1; minus disabled at 1; plus disabled at the stock quantity. */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (next: number) => void }) {
  const { t } = useLingui();
  const button =
    'inline-flex size-10 items-center justify-center text-lg font-semibold text-ink hover:bg-mist disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="inline-flex items-center rounded-full border border-line" role="group" aria-label={t`Quantity`}>
      <ScriptButton
        className={`${button} rounded-s-full`}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={t`Decrease quantity`}
      >
        −
      </ScriptButton>
      <output className="w-10 text-center text-sm font-semibold" aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <ScriptButton
        className={`${button} rounded-e-full`}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={t`Increase quantity`}
      >
        +
      </ScriptButton>
    </div>
  );
}
