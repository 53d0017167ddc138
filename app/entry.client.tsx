import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { activatePageCatalogue } from './i18n/page-catalogue';
import { DEFAULT_LANGUAGE, isLanguage } from './i18n/languages';

/**
 * The page's own messages are written at the end of its body, after any data it streams (home, cart);
 * started before the parser got there, hydration found none and showed every text empty until the
 * whole catalogue came.
 */
function whenParsed(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

whenParsed(() => {
  // The page says its language (<html lang>); only that language's messages reach the browser.
  const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;
  activatePageCatalogue(i18n, language);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
