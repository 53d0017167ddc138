import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The form's field name; the id is derived from it and the form's prefix. */
  name: string;
  label: string;
  idPrefix: string;
  /** Shown under the field. */
  error?: string;
  /** Marks the field invalid without repeating its message (when a toast says it). Defaults to having an error. */
  invalid?: boolean;
  /** Shown under the field while it has no error, e.g. the phone format. */
  hint?: string;
}

/**
 * Inputs that read left to right in every language: they stay so on Arabic pages. Others that do
 * (a postal code) say so with dir="ltr".
 */
const LEFT_TO_RIGHT = new Set(['email', 'password', 'tel', 'url']);

/** A labelled input whose message is tied to it for screen readers (aria-describedby). */
export function TextField({ name, label, idPrefix, error, invalid = Boolean(error), hint, className, ...input }: TextFieldProps) {
  const id = `${idPrefix}-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const leftToRight = input.dir === 'ltr' || (input.type !== undefined && LEFT_TO_RIGHT.has(input.type));
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        dir={leftToRight ? 'ltr' : undefined}
        className={`field aria-[invalid=true]:border-sale aria-[invalid=true]:ring-sale/20 ${leftToRight ? 'rtl:text-end' : ''}`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-sale">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
