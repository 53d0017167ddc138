import { msg } from '@lingui/core/macro';
import { i18nFor } from '~/i18n/catalogs.server';
import { isLanguage } from '~/i18n/languages';

/**
 * What a JSON API client reads in `{ "error": { "message" } }` when a dependency is down, in the
 * request's language. The route build exports it (entry.server.tsx) for `answerUnavailable`, which
 * runs in server.ts's bundle where the message catalogues are not compiled in.
 */
export function unavailableMessage(language: unknown): string {
  return i18nFor(isLanguage(language) ? language : 'en')._(
    msg`The shop is temporarily unavailable. Please try again in a moment.`,
  );
}
