import { useEffect, useRef, type RefObject } from 'react';

/**
 * Sets every checkbox, radio and option of the form to what `chosen` says (compared without case),
 * or with `set` false only compares; answers whether they all already were.
 */
function followChosen(form: HTMLFormElement, chosen: Record<string, string[]>, set: boolean): boolean {
  const isChosen = (name: string, value: string) =>
    chosen[name]?.some((one) => one.toLowerCase() === value.toLowerCase()) ?? false;
  let same = true;
  for (const field of form.elements) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      const wanted = isChosen(field.name, field.value);
      same &&= field.checked === wanted;
      if (set) field.checked = wanted;
    } else if (field instanceof HTMLSelectElement) {
      for (const option of field.options) {
        const wanted = isChosen(field.name, option.value);
        same &&= option.selected === wanted;
        if (set) option.selected = wanted;
      }
    }
  }
  return same;
}

/**
 * The filter and sort fields are uncontrolled (each change submits the form), so React only sets
 * their defaults: when the URL changes under them (another shop type or gender, Back, a link that
 * clears a filter), a box the shopper ticked would stay ticked. Whenever what the URL chose changes,
 * every checkbox, radio and option of the form is set to it; focus stays where it is.
 *
 * A box ticked (an option chosen) before the page hydrated is the shopper's, still to apply: the
 * form's no-JavaScript button is gone by then, so `submit` sends it once React runs.
 *
 * `chosen` maps a field's name to its chosen values.
 */
export function useFieldsFollowUrl(
  form: RefObject<HTMLFormElement | null>,
  chosen: Record<string, readonly string[]>,
  submit: (form: HTMLFormElement) => void,
) {
  // Compared by content: a new object of the same choices (every render makes one) changes nothing.
  const wanted = JSON.stringify(chosen);
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const fields = form.current;
    if (!fields || applied.current === wanted) return;
    const first = applied.current === null;
    applied.current = wanted;
    const byName = JSON.parse(wanted) as Record<string, string[]>;
    // After the page's own effects: the search page puts its id into the address with a navigation,
    // which would cancel this one.
    if (first && !followChosen(fields, byName, false)) setTimeout(() => submit(fields));
    else if (!first) followChosen(fields, byName, true);
  }, [form, wanted, submit]);
}
