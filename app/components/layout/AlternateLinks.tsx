import { useLocation, useMatches, useRouteError } from 'react-router';
import { LANGUAGES, pathInLanguage, type Language } from '~/i18n/languages';
import { canonicalPage } from '~/lib/catalog/canonical-page';
import { isIndexingHandle } from '~/lib/page-indexing';

/**
 * Canonical URL of this page in its language, and its alternates in every language for search
 * engines (English is also the x-default). Absolute URLs from the configured public origin, never
 * from the request's Host header. An error page (a 404) and a page not to be indexed
 * (`IndexingHandle`) have none: they are no address to index.
 */
export function AlternateLinks({ origin, language }: { origin: string; language: Language }) {
  const { pathname, search } = useLocation();
  // The root's own error (a page that is not there); a route with its own ErrorBoundary says so by its handle.
  const error = useRouteError();
  const matches = useMatches();
  if (error != null || matches.some((match) => isIndexingHandle(match.handle) && match.handle.noindex(match.loaderData)))
    return null;
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
