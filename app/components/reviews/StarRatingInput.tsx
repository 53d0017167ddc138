import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useHydrated } from '~/components/account/use-hydrated';
import { useFormatNumber } from '~/i18n/numbers';

/** SPEC §9 rating precision 0.5: 0.5 up to 5 (0 when none is chosen, as the SPEC sets no minimum). */
const STEPS = Array.from({ length: 10 }, (_, index) => (index + 1) / 2);

interface Props {
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * A native radio group (`rating`, posted as is without JavaScript) drawn as five stars, each split
 * in two halves: arrow keys move by half a star, and each choice is announced as "N stars". The fill
 * is CSS (the checked half and every half before it), so it follows a click before JavaScript runs.
 * The first half of a star is on the start side, so in Arabic the stars fill from the right.
 */
export function StarRatingInput({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const number = useFormatNumber();
  const hydrated = useHydrated();
  const errorId = useId();
  const rated = number(value);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{t`Rating`}</legend>
      <div className="flex items-center gap-3">
        <div className="flex text-3xl leading-none" data-testid="star-input">
          {STEPS.map((step) => {
            const firstHalf = step % 1 !== 0;
            const stars = number(step);
            return (
              <label
                key={step}
                className="relative cursor-pointer text-line [&:has(input:checked)]:text-gold-light [&:has(~label_input:checked)]:text-gold-light"
              >
                <input
                  type="radio"
                  name="rating"
                  value={step}
                  checked={value === step}
                  onChange={() => onChange(step)}
                  // 'one' only for exactly 1: 0.5 and 1.5 stars are plural in English.
                  aria-label={step === 1 ? t`1 star` : t`${stars} stars`}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className="block w-[0.5em] overflow-hidden peer-focus-visible:outline-2 peer-focus-visible:outline-ink"
                >
                  <span className={`block ${firstHalf ? '' : '-ms-[0.5em]'}`}>★</span>
                </span>
              </label>
            );
          })}
        </div>
        {/* Follows the choice only once JavaScript runs; before, the stars themselves show it. */}
        {hydrated && (
          <span className="text-sm text-muted" aria-live="polite">
            {value > 0 ? t`${rated} / 5` : t`Not rated`}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-sale">
          {error}
        </p>
      )}
    </fieldset>
  );
}
