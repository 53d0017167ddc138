import { useEffect, useRef, type RefObject } from 'react';

/**
 * The filter and sort fields are uncontrolled (each change submits the form), so React only sets
 * their defaults: when the URL changes under them (another shop type or gender, Back, a link that
 * clears a filter), a box the shopper ticked would stay ticked. Whenever what the URL chose changes,
 * every checkbox, radio and option of the form is set to it; focus stays where it is.
 *
 * `chosen` maps a field's name to its chosen values (compared without case).
 */
export function useFieldsFollowUrl(form: RefObject<HTMLFormElement | null>, chosen: Record<string, readonly string[]>) {
  // Compared by content: a new object of the same choices (every render makes one) changes nothing.
  const wanted = JSON.stringify(chosen);
  // Not on the first render: a box ticked before the page hydrated is the shopper's, still to apply.
  const applied = useRef(wanted);
  useEffect(() => {
    if (applied.current === wanted) return;
    applied.current = wanted;
    const byName = JSON.parse(wanted) as Record<string, string[]>;
    const isChosen = (name: string, value: string) =>
      byName[name]?.some((one) => one.toLowerCase() === value.toLowerCase()) ?? false;
    for (const field of form.current?.elements ?? []) {
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
        field.checked = isChosen(field.name, field.value);
      else if (field instanceof HTMLSelectElement)
        for (const option of field.options) option.selected = isChosen(field.name, option.value);
    }
  }, [form, wanted]);
}
