/**
 * The body of a form post, read safely: every page action reads its form here, so bad input gets a
 * clear 4xx (issue 15, item 4) instead of the 500 that `request.formData()` throws on a JSON or
 * plain-text body, and no action sees a huge field or a control character (a null byte reaches
 * PostgreSQL, which refuses it; a newline in a field ends up in headers and emails).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { bodyWithin } from './body-within.server';
import { CONTROL, CONTROL_BUT_LINE_BREAKS } from '~/lib/validation/control-characters';

/** A form of this shop is a few fields (the longest: an address); 64 KB is far above any of them. */
export const MAX_FORM_BYTES = 64 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A thrown 4xx whose message the error page shows (root ErrorBoundary). */
export function badRequest(status: 400 | 413 | 415, message: string): never {
  throw data({ message }, { status });
}

/**
 * Text pasted from a word processor carries its soft line breaks and page breaks as vertical tab and
 * form feed: a line break in a multi-line field, a space in a one-line field (as a tab is there), so
 * a review or an address pasted from Word is not thrown away for them.
 */
function pastedBreaks(value: string, oneLine: boolean): string {
  return oneLine ? value.replace(/[\t\v\f]/g, ' ') : value.replace(/[\v\f]/g, '\n');
}

/**
 * The posted form, or a thrown 400 (malformed, control characters), 413 (too large) or 415 (not a form).
 * Only the fields named in `multiLine` (a textarea's) may hold line breaks and tabs. A tab in a
 * one-line field is a space: browsers keep the tab of two spreadsheet cells pasted into an input, and
 * the form must not be thrown away, with what was typed, for it (nor for `pastedBreaks`).
 */
export async function readForm(
  request: Request,
  i18n: I18n,
  { multiLine = [] }: { multiLine?: readonly string[] } = {},
): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const bytes = await bodyWithin(request.body, MAX_FORM_BYTES);
  if (!FORM_TYPES.includes(mediaType)) badRequest(415, i18n._(msg`This form must be sent as a web form.`));
  if (bytes === null) badRequest(413, i18n._(msg`This form is too large to send.`));
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    badRequest(400, i18n._(msg`This form could not be read. Please try again.`));
  }
  const read = new FormData();
  for (const [name, posted] of form) {
    const oneLine = !multiLine.includes(name);
    const value = typeof posted === 'string' ? pastedBreaks(posted, oneLine) : posted;
    if (typeof value === 'string' && (oneLine ? CONTROL : CONTROL_BUT_LINE_BREAKS).test(value)) {
      badRequest(400, i18n._(msg`The form contains characters that are not allowed. Please remove them and try again.`));
    }
    read.append(name, value);
  }
  return read;
}
