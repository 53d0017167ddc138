import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { apiError } from '~/server/api/json-errors.server';
import type { Language } from '~/i18n/languages';
import type { Route } from './+types/api.not-found';

/**
 * Any path under /api/ that no API route takes (`api/*`, before the shop's own 404 page): a JSON
 * client gets the API's usual `{ error: { message } }` with 404, whatever the method, not a page.
 */
export function loader({ context }: Route.LoaderArgs) {
  return notFound(context.language);
}

export function action({ context }: Route.ActionArgs) {
  return notFound(context.language);
}

function notFound(language: Language) {
  const message = i18nFor(language)._(msg`There is no API call at this address.`);
  return data(apiError(message), { status: 404, headers: { 'Cache-Control': 'no-store' } });
}
