import { useId } from 'react';

/** SPEC §9 rating precision 0.5: 0.5 up to 5 (0 when none is chosen, as the SPEC sets no minimum). */
const STEPS = Array.from({ length: 10 }, (_, index) => (index + 1) / 2);

/**
 * A native radio group drawn as five stars, each split in two halves: arrow keys move by half a
 * star, and each choice is announced as "N stars".
 */
export function StarRatingInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">Rating</legend>
      <div className="flex items-center gap-3">
        <div className="flex text-3xl leading-none" data-testid="star-input">
          {STEPS.map((step) => {
            const left = step % 1 !== 0;
            return (
              <label key={step} className="relative cursor-pointer">
                <input
                  type="radio"
                  name={name}
                  value={step}
                  checked={value === step}
                  onChange={() => onChange(step)}
                  aria-label={`${step} ${step === 1 ? 'star' : 'stars'}`}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className={`block w-[0.5em] overflow-hidden peer-focus-visible:outline-2 peer-focus-visible:outline-ink ${value >= step ? 'text-gold-light' : 'text-line'}`}
                >
                  <span className={`block ${left ? '' : '-ml-[0.5em]'}`}>★</span>
                </span>
              </label>
            );
          })}
        </div>
        <span className="text-sm text-muted" aria-live="polite">
          {value > 0 ? `${value} / 5` : 'Not rated'}
        </span>
      </div>
    </fieldset>
  );
}
