import type { I18n, Messages } from '@lingui/core';
import type { Language } from './languages';

/** Must match PAGE_MESSAGES_ID in page-messages.server.ts (that module is server-only). */
const PAGE_MESSAGES_ID = 'page-messages';

/** A compiled message that renders as nothing: shown for the moment until the catalogue arrives. */
const NOT_YET_LOADED: Messages[string] = [];

/** Everything that may be the shopper's first interaction: the whole catalogue is fetched then. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

function loadCatalogue(language: Language): Promise<Messages> {
  return language === 'ar'
    ? import('../locales/ar/messages.po').then((module) => module.messages)
    : import('../locales/en/messages.po').then((module) => module.messages);
}

/**
 * Starts the page's i18n with the messages the server rendered (inline in the HTML), so hydration
 * needs no catalogue download. The whole catalogue follows on the shopper's first interaction, or
 * at once should the page need a message it was not sent (rendered empty until then).
 */
export function activatePageCatalogue(i18n: I18n, language: Language): void {
  const inline = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  const pageMessages = (inline ? JSON.parse(inline) : {}) as Messages;

  let requested = false;
  const loadWhole = () => {
    if (requested) return;
    requested = true;
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, loadWhole, true);
    void loadCatalogue(language).then((messages) => i18n.load(language, messages));
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, loadWhole, { capture: true, passive: true });

  const messages = new Proxy(pageMessages, {
    get(target, id, receiver) {
      const message: unknown = Reflect.get(target, id, receiver);
      if (message !== undefined || typeof id !== 'string') return message;
      loadWhole();
      return NOT_YET_LOADED;
    },
  });
  i18n.loadAndActivate({ locale: language, messages });
}
