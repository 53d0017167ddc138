import { useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { catalogueLoaded } from '~/i18n/page-catalogue';
import { formValues, parseForm, type FieldErrors } from '~/lib/validation/form-errors';

/**
 * Checks a form in the browser with the same schema the server uses, before anything is posted.
 * The server checks again (it must: without JavaScript this never runs).
 *
 * The schema is made at each submit, not once per form: its messages are translated when it is
 * made, and a form reached by a client-side navigation may render before the whole catalogue has
 * arrived (only the first page's messages are inline), which left them empty. A submit that beats
 * the catalogue is checked again once it is there, so the errors shown are in words.
 */
export function useFormValidation<Schema extends z.ZodMiniType<unknown, Record<string, unknown>>>(
  makeSchema: () => Schema,
  onInvalid?: (errors: FieldErrors) => void,
) {
  const [errors, setErrors] = useState<FieldErrors | undefined>(undefined);

  function check(values: Record<string, string>): FieldErrors | null {
    const result = parseForm(makeSchema(), values);
    return result.success ? null : (result.errors as FieldErrors);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = formValues(new FormData(event.currentTarget));
    const fieldErrors = check(values);
    if (!fieldErrors) {
      setErrors(undefined);
      return;
    }
    event.preventDefault();
    // The first broken field gets the focus, so keyboard and screen-reader users land on it.
    const first = Object.keys(fieldErrors)[0];
    const input = first ? event.currentTarget.elements.namedItem(first) : null;
    if (input instanceof HTMLElement) input.focus();
    setErrors(fieldErrors);
    void catalogueLoaded().then(() => {
      const translated = check(values) ?? fieldErrors;
      setErrors(translated);
      onInvalid?.(translated);
    });
  }

  return { clientErrors: errors, onSubmit };
}
