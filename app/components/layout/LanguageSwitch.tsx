import { useLocation } from 'react-router';
import { pathInLanguage, type Language } from '~/i18n/languages';
import { useLanguage } from '~/i18n/use-language';

/** Each language is offered in its own words, whatever the page's language. */
const OFFER: Record<Language, { to: Language; label: string }> = {
  en: { to: 'ar', label: 'العربية' },
  ar: { to: 'en', label: 'English' },
};

/**
 * Switches to the same page in the other language: same path, same query (filters, search, variant)
 * and the same anchor. A full page load, as the other language is another basename and catalogue.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const location = useLocation();
  const { to, label } = OFFER[language];
  return (
    <a
      href={pathInLanguage(to, location.pathname + location.search + location.hash)}
      hrefLang={to}
      lang={to}
      className={className}
      data-testid="language-switch"
    >
      {label}
    </a>
  );
}
