import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANGUAGE, isLanguage } from './i18n/languages';

// The page says its language (<html lang>); only that language's catalogue is downloaded.
const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;
const { messages } = language === 'ar' ? await import('./locales/ar/messages.po') : await import('./locales/en/messages.po');
i18n.loadAndActivate({ locale: language, messages });

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
