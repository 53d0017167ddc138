import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { catalogFor } from './catalogs.server';
import type { Language } from './languages';

/** The id of the inline JSON script that carries a page's messages to the browser. */
export const PAGE_MESSAGES_ID = 'page-messages';

export interface PageI18n {
  i18n: I18n;
  /** The page's messages as an inline JSON script, to be written into the HTML once rendering ends. */
  script(nonce: string): string;
}

/**
 * An i18n instance for one page render that notes every message the page reads. The browser then
 * hydrates with just those messages, inline in the HTML, instead of downloading the whole catalogue
 * (12-14 KB gzip) before it can hydrate; the rest comes when the shopper first interacts
 * (app/i18n/page-catalogue.ts).
 */
export function pageI18n(language: Language): PageI18n {
  const catalogue = catalogFor(language);
  const used: Messages = {};
  const noting = new Proxy(catalogue, {
    get(target, id, receiver) {
      const message: unknown = Reflect.get(target, id, receiver);
      if (typeof id === 'string' && message !== undefined) used[id] = message as Messages[string];
      return message;
    },
  });
  return {
    i18n: setupI18n({ locale: language, messages: { [language]: noting } }),
    // A data block runs nothing, but carries the nonce like every script of the page.
    script: (nonce) =>
      `<script type="application/json" id="${PAGE_MESSAGES_ID}" nonce="${nonce}">${scriptSafeJson(used)}</script>`,
  };
}

/** JSON that cannot end its script element early or open a comment inside it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
