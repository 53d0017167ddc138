import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { readJson } from '~/server/forms/read-json.server';
import { PrescriptionError } from './errors';
import { asker } from './owner.server';
import { errorResponse, privateJson } from './respond.server';
import { PrescriptionFieldsError } from './saved.server';

/** The signed-in customer's id for the saved-prescription API, or a 401 that says to sign in. */
export async function requireCustomerId(request: Request, context: AppLoadContext, i18n: I18n): Promise<string> {
  const { customerId } = await asker(request, context);
  if (!customerId) throw new PrescriptionError(401, i18n._(msg`Sign in to keep your prescriptions in your account.`));
  return customerId;
}

/** The JSON body, or a 4xx that says why not (readJson). */
export async function jsonBody(request: Request, i18n: I18n): Promise<unknown> {
  const body = await readJson(request, i18n);
  if (!body.ok) throw new PrescriptionError(body.status, body.message);
  return body.value;
}

/** Runs one saved-prescription request; a refused save names its fields (`error.fields`). */
export async function savedResponse(
  what: string,
  context: AppLoadContext,
  run: (i18n: I18n) => Promise<Response | ReturnType<typeof privateJson>>,
) {
  const i18n = i18nFor(context.language);
  try {
    return await run(i18n);
  } catch (error) {
    if (error instanceof PrescriptionFieldsError)
      return privateJson({ error: { message: error.message, fields: error.fields } }, { status: 400 });
    return errorResponse(error, what, context);
  }
}
