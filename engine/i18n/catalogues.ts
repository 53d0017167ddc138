/**
 * One ready Lingui instance per shop language for the engine's pages (the hosted checkout).
 * Requests in both languages are served at once, so none of them may switch a shared instance.
 * The catalogues are compiled from engine/locales/{locale}/messages.po by `npm run i18n:engine`.
 */
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { messages as ar } from '../locales/ar/messages.ts';
import { messages as en } from '../locales/en/messages.ts';
import { DEFAULT_LANGUAGE, intlLocale, type Language } from './languages.ts';

const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', locales: [intlLocale('en')], messages: { en } }),
  // Counts in Arabic messages print in Latin digits, as the rest of the page does.
  ar: setupI18n({ locale: 'ar', locales: [intlLocale('ar')], messages: { ar } }),
};

/** A message in a language, with its values (`{country}`, `{count}`). */
export function translate(language: Language, message: MessageDescriptor, values?: Record<string, unknown>): string {
  // A descriptor in a variable: Lingui's extractor reads object literals passed to `_` as messages.
  const descriptor: MessageDescriptor = values ? { ...message, values } : message;
  return instances[language]._(descriptor);
}

/** A message in the shop's default language, for what the engine stores (an order's shipping method). */
export function defaultText(message: MessageDescriptor): string {
  return translate(DEFAULT_LANGUAGE, message);
}
