import type { SelectHTMLAttributes } from 'react';
import type { SelectOption } from '~/lib/prescription/options';

interface PowerSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  name: string;
  label: string;
  options: SelectOption[];
  error?: string;
}

/**
 * One prescription value as a select (issue 11: choices, not free text). Numbers read left to right
 * in Arabic pages too, on the reading side. The message is tied to it for screen readers.
 */
export function PowerSelect({ name, label, options, error, ...select }: PowerSelectProps) {
  const id = `rx-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field rtl:text-end aria-[invalid=true]:border-sale aria-[invalid=true]:ring-sale/20"
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-sale">
          {error}
        </p>
      )}
    </div>
  );
}
