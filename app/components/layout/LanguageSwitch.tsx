import { useLocation } from 'react-router';
import { pathInLanguage, type Language } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';

/** Each language is offered in its own words, whatever the page's language. */
const OFFER: Record<Language, { to: Language; label: string; short: string }> = {
  en: { to: 'ar', label: 'العربية', short: 'ع' },
  ar: { to: 'en', label: 'English', short: 'EN' },
};

/**
 * Switches to the same page in the other language: same path, same query (filters, search, variant)
 * and the same anchor. A full page load, as the other language is another basename and catalogue.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const language = useLanguage();
  const location = useLocation();
  const { to, label, short } = OFFER[language];
  return (
    <a
      href={pathInLanguage(to, location.pathname + location.search + location.hash)}
      hrefLang={to}
      lang={to}
      className={className}
      data-testid="language-switch"
    >
      {compact ? (
        <>
          {/* A phone's header has room for a letter, not a word; the name is still what is read out. */}
          <span aria-hidden="true" className="sm:hidden">
            {short}
          </span>
          <span className="sr-only sm:not-sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </a>
  );
}
