import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The page's language, as the catalogue in use says. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}
