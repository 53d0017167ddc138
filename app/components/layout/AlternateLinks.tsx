import { useLocation } from 'react-router';
import { LANGUAGES, pathInLanguage, type Language } from '~/i18n/languages';

/**
 * The query parameters that make a page what it is: the gender of /shop/gender, the shape of
 * /shape, a search's text. The rest (sort, filters, paging, a search id, a campaign's tags) show the
 * same page, which search engines should know by one address.
 */
const PAGE_PARAMS = ['query', 'shape'];

function pageSearch(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (PAGE_PARAMS.includes(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * Canonical URL of this page in its language, and its alternates in every language for search
 * engines (English is also the x-default). Absolute URLs from the configured public origin, never
 * from the request's Host header.
 */
export function AlternateLinks({ origin, language }: { origin: string; language: Language }) {
  const { pathname, search } = useLocation();
  const url = (lang: Language) => origin + pathInLanguage(lang, pathname + pageSearch(search));
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
