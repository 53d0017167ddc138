import { msg } from '@lingui/core/macro';
import { data, type AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { PrescriptionError } from './errors';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** A JSON answer about someone's prescriptions: never cached by a browser or a CDN. */
export function privateJson<T>(body: T, init: { status?: number; headers?: Record<string, string> } = {}) {
  return data(body, { status: init.status ?? 200, headers: { ...PRIVATE, ...init.headers } });
}

/**
 * A refused request as `{ error: { message } }`; anything unexpected is logged and answered 500.
 * `headers` go with either (a new guest's session cookie).
 */
export function errorResponse(error: unknown, what: string, context: AppLoadContext, headers: Record<string, string> = {}) {
  if (error instanceof PrescriptionError)
    return privateJson(
      { error: { message: error.message } },
      { status: error.status, headers: { ...error.headers, ...headers } },
    );
  console.error(`${what} failed`, error);
  return privateJson(
    { error: { message: i18nFor(context.language)._(msg`Something went wrong. Please try again.`) } },
    { status: 500, headers },
  );
}
