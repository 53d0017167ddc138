import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formValues, parseForm, type FieldErrors } from '~/lib/validation/form-errors';

/**
 * Checks a form in the browser with the same schema the server uses, before anything is posted.
 * The server checks again (it must: without JavaScript this never runs).
 */
export function useFormValidation<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  onInvalid?: (errors: FieldErrors) => void,
) {
  const [errors, setErrors] = useState<FieldErrors | undefined>(undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseForm(schema, formValues(new FormData(event.currentTarget)));
    if (result.success) {
      setErrors(undefined);
      return;
    }
    event.preventDefault();
    const fieldErrors = result.errors as FieldErrors;
    setErrors(fieldErrors);
    onInvalid?.(fieldErrors);
    // The first broken field gets the focus, so keyboard and screen-reader users land on it.
    const first = Object.keys(fieldErrors)[0];
    const input = first ? event.currentTarget.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
  }

  return { clientErrors: errors, onSubmit, clearClientErrors: () => setErrors(undefined) };
}
