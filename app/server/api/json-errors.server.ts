import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import type { Language } from '~/i18n/languages';

/** How the JSON API answers an error (docs/api.md), with the status beside it. */
export interface ApiError {
  error: { message: string };
}

export const apiError = (message: string): ApiError => ({ error: { message } });

type Answer<T> = ReturnType<typeof data<T>>;
interface Options {
  headers?: Record<string, string>;
}

/**
 * 405 for a method the route does not take (RFC 9110 §15.5.6): `{ error: { message } }` in the
 * request's language, with `Allow` naming the methods it does take. `shape` builds the body from the
 * message for a route whose clients read more than `error.message` (the cart delete's `message`).
 */
export function methodNotAllowed(language: Language, allow: string, options?: Options): Answer<ApiError>;
export function methodNotAllowed<T>(
  language: Language,
  allow: string,
  options: Options & { shape: (message: string) => T },
): Answer<T>;
export function methodNotAllowed(
  language: Language,
  allow: string,
  { headers, shape = apiError }: Options & { shape?: (message: string) => unknown } = {},
) {
  const message = i18nFor(language)._(msg`Method not allowed`);
  return data(shape(message), { status: 405, headers: { ...headers, Allow: allow } });
}

/** The `action` of a route that answers GET only: any other method is 405 with `Allow: GET`. */
export function getOnly({ context }: { context: { language: Language } }): Answer<ApiError> {
  return methodNotAllowed(context.language, 'GET');
}
