import { useEffect, type RefObject } from 'react';

/**
 * A form React controls, drawn by the server, can be filled before its code runs (a slow phone): what
 * was typed or chosen stays on screen but never reached React's state, and the next render would put
 * the state back over it. Once React runs, each named field's value as shown goes to its setter
 * (called only for a field the form has).
 */
export function useShownValues(form: RefObject<HTMLFormElement | null>, setters: Record<string, (shown: string) => void>) {
  useEffect(() => {
    if (!form.current) return;
    const shown = new FormData(form.current);
    for (const [name, set] of Object.entries(setters)) {
      const value = shown.get(name);
      if (typeof value === 'string') set(value);
    }
    // Once, when React starts: afterwards the state is what the fields show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
