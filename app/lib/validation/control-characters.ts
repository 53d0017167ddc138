/* eslint-disable no-control-regex -- matching control characters is the point */

/**
 * Control characters in one-line text: every one, newlines too (a newline in `redirectTo` or a name
 * is an attempt at header or mail injection, never a typo). A null byte would also reach PostgreSQL,
 * which refuses it in text.
 */
export const CONTROL = /[\u0000-\u001f\u007f]/;

/** Control characters in multi-line text (a review, a message): all but tab and the line breaks. */
export const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
