import { useLocation } from 'react-router';
import { LANGUAGES, pathInLanguage, type Language } from '~/i18n/languages';
import { canonicalPage } from '~/lib/catalog/canonical-page';

/**
 * Canonical URL of this page in its language, and its alternates in every language for search
 * engines (English is also the x-default). Absolute URLs from the configured public origin, never
 * from the request's Host header.
 */
export function AlternateLinks({ origin, language }: { origin: string; language: Language }) {
  const { pathname, search } = useLocation();
  const page = canonicalPage(pathname, search);
  const url = (lang: Language) => origin + pathInLanguage(lang, page);
  return (
    <>
      <link rel="canonical" href={url(language)} />
      {LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={url(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url('en')} />
    </>
  );
}
