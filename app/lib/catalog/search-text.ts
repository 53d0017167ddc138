import { CONTROL } from '~/lib/validation/control-characters';

/** A search text longer than this is cut: nobody types more, and it bounds the work. */
export const MAX_QUERY_LENGTH = 200;

const CONTROL_CHARACTERS = new RegExp(CONTROL.source, 'g');

/**
 * A search's text as the shop reads it: control characters are spaces (a pasted tab, or a null byte
 * that would go into the page's HTML and the search log), trimmed, at most MAX_QUERY_LENGTH.
 */
export function searchText(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}
