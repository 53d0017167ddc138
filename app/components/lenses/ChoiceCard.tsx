import type { ReactNode } from 'react';

/**
 * One choice of a step, a radio drawn as a card: a native radio, so arrow keys move within the
 * group and the form posts it without JavaScript. The card fills its grid cell, so cards side by
 * side stay the same height when one's title wraps.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  hint,
  aside,
  disabled = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: ReactNode;
  hint?: ReactNode;
  aside?: ReactNode;
  disabled?: boolean;
}) {
  const id = `lens-${name}-${value}`.replace(/[^A-Za-z0-9_-]/g, '_');
  return (
    <div>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="flex h-full min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-line px-4 py-3 text-sm hover:border-brand peer-checked:border-brand peer-checked:bg-brand-soft peer-focus-visible:outline-3 peer-focus-visible:outline-gold peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        <span className="flex-1">
          <span className="block font-semibold">{title}</span>
          {hint && <span className="mt-0.5 block text-muted">{hint}</span>}
        </span>
        {aside && <span className="shrink-0 font-semibold">{aside}</span>}
      </label>
    </div>
  );
}
