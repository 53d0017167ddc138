/**
 * The body of a form post, read safely: every page action reads its form here, so bad input gets a
 * clear 4xx (issue 15, item 4) instead of the 500 that `request.formData()` throws on a JSON or
 * plain-text body, and no action sees a huge field or a control character (a null byte reaches
 * PostgreSQL, which refuses it; a newline in a field ends up in headers and emails).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { data } from 'react-router';

/** A form of this shop is a few fields (the longest: an address); 64 KB is far above any of them. */
export const MAX_FORM_BYTES = 64 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

// No form of the shop has a multi-line field, so every control character is refused, newlines too
// (a newline in `redirectTo` or a name is an attempt at header or mail injection, never a typo).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A thrown 4xx whose message the error page shows (root ErrorBoundary). */
export function badRequest(status: 400 | 413 | 415, message: string): never {
  throw data({ message }, { status });
}

/**
 * The body, or null when it is over `maxBytes`. Reading stops there: the rest is read away after
 * the 413 (drainUnreadBodies), so the connection carries the browser's next request.
 */
async function bodyWithin(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<ArrayBuffer | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return null;
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The posted form, or a thrown 400 (malformed, control characters), 413 (too large) or 415 (not a form). */
export async function readForm(request: Request, i18n: I18n): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const bytes = request.body ? await bodyWithin(request.body, MAX_FORM_BYTES) : new ArrayBuffer(0);
  if (!FORM_TYPES.includes(mediaType)) badRequest(415, i18n._(msg`This form must be sent as a web form.`));
  if (bytes === null) badRequest(413, i18n._(msg`This form is too large to send.`));
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    badRequest(400, i18n._(msg`This form could not be read. Please try again.`));
  }
  for (const [, value] of form) {
    if (typeof value === 'string' && CONTROL.test(value)) {
      badRequest(400, i18n._(msg`The form contains characters that are not allowed. Please remove them and try again.`));
    }
  }
  return form;
}
