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

/** Loads the whole catalogue once this page's i18n is active; nothing to load before that (the server has it all). */
let loadWholeCatalogue: () => Promise<void> = () => Promise.resolve();

/**
 * Resolves once every message can be translated, loading the whole catalogue if it has not come
 * yet. A message turned into text to be kept (a toast, an error held in state) must wait for it:
 * translated while the catalogue is on its way it would stay empty, as when the answer to the
 * shopper's very first click comes back before the catalogue that click sent for.
 */
export function catalogueLoaded(): Promise<void> {
  // Offline, the action still goes ahead: its messages are what the page already has.
  return loadWholeCatalogue().catch(() => undefined);
}

/**
 * Starts the page's i18n with the messages the server rendered (inline in the HTML), so hydration
 * needs no catalogue download. The whole catalogue follows on the shopper's first interaction, or
 * at once should the page need a message it was not sent (rendered empty until then).
 */
export function activatePageCatalogue(i18n: I18n, language: Language): void {
  const inline = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  const pageMessages = (inline ? JSON.parse(inline) : {}) as Messages;

  let whole: Promise<void> | null = null;
  const loadWhole = () => {
    if (whole) return whole;
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, loadWhole, true);
    whole = loadCatalogue(language).then((messages) => i18n.load(language, messages));
    // A failed download (a dropped connection) may be tried again by the next message that needs it.
    whole.catch(() => (whole = null));
    return whole;
  };
  loadWholeCatalogue = loadWhole;
  for (const type of FIRST_INTERACTION) window.addEventListener(type, loadWhole, { capture: true, passive: true });

  const messages = new Proxy(pageMessages, {
    get(target, id, receiver) {
      const message: unknown = Reflect.get(target, id, receiver);
      if (message !== undefined || typeof id !== 'string') return message;
      void loadWhole().catch(() => undefined);
      return NOT_YET_LOADED;
    },
  });
  i18n.loadAndActivate({ locale: language, messages });
}
