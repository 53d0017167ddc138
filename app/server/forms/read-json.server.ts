/**
 * The body of a JSON API request, read safely: at most 64 KB (the rest is never buffered), and no
 * control character in any key or string but tab and the line breaks (a null byte reaches
 * PostgreSQL, which refuses it in text). Each API answers a refusal with its own error shape.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { bodyWithin } from './body-within.server';
import { CONTROL_BUT_LINE_BREAKS } from '~/lib/validation/control-characters';

/** A review, a prescription or an orders request is a few hundred bytes; 64 KB is far above any. */
export const MAX_JSON_BYTES = 64 * 1024;

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'too-large' | 'not-json' | 'control-characters'; status: 400 | 413; message: string };

/**
 * Text pasted from a word processor carries its soft line breaks and page breaks as vertical tab and
 * form feed (in JSON, `\u000b` and `\f`): read as line breaks, as the page forms read them, so a
 * review pasted from Word is not refused for them. Only escapes (an odd run of backslashes) change.
 */
function pastedBreaks(json: string): string {
  return json.replace(/(?<!\\)((?:\\\\)*)\\(?:f|u000[bBcC])/g, '$1\\n');
}

export async function readJson(request: Request, i18n: I18n): Promise<JsonBody> {
  const bytes = await bodyWithin(request.body, MAX_JSON_BYTES);
  if (bytes === null)
    return { ok: false, problem: 'too-large', status: 413, message: i18n._(msg`The request body is too large.`) };
  let value: unknown;
  try {
    value = JSON.parse(pastedBreaks(new TextDecoder().decode(bytes)));
  } catch {
    return { ok: false, problem: 'not-json', status: 400, message: i18n._(msg`The request body must be JSON`) };
  }
  if (holdsControlCharacter(value)) {
    const message = i18n._(msg`The request contains characters that are not allowed. Please remove them and try again.`);
    return { ok: false, problem: 'control-characters', status: 400, message };
  }
  return { ok: true, value };
}

/** Walks the parsed value without recursion: 64 KB of `[[[…` nests deeper than the call stack allows. */
function holdsControlCharacter(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (CONTROL_BUT_LINE_BREAKS.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const entry of value) pending.push(entry);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) pending.push(key, entry);
    }
  }
  return false;
}
