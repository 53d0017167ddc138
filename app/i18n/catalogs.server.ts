import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as ar } from '~/locales/ar/messages.po';
import { messages as en } from '~/locales/en/messages.po';
import type { Language } from './languages';

/**
 * The server holds one ready i18n instance per language: requests in both languages are served at
 * the same time, so none of them may switch a shared instance's locale.
 */
const catalogues: Record<Language, Messages> = { en, ar };

const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  ar: setupI18n({ locale: 'ar', messages: { ar } }),
};

export function catalogFor(language: Language): Messages {
  return catalogues[language];
}

export function i18nFor(language: Language): I18n {
  return instances[language];
}
