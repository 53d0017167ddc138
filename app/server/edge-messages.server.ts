import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18nFor } from '~/i18n/catalogs.server';
import { isLanguage } from '~/i18n/languages';

/**
 * What a JSON client reads in `{ "error": { "message" } }` when a request is answered before it
 * reaches a route: a dependency down (answerUnavailable) or a cross-site write refused (csrf.server).
 * Those run in server.ts's bundle, where the message catalogues are not compiled in, so the route
 * build exports these (entry.server.tsx) and they read them from it (edge-messages-of.server.ts).
 */
export const edgeMessages = {
  unavailableMessage: (language: unknown) =>
    translate(language, msg`The shop is temporarily unavailable. Please try again in a moment.`),
  crossSiteMessage: (language: unknown) =>
    translate(language, msg`This request came from another site and was refused. Please try again from the shop.`),
};

export type EdgeMessages = typeof edgeMessages;

function translate(language: unknown, message: MessageDescriptor): string {
  return i18nFor(isLanguage(language) ? language : 'en')._(message);
}
