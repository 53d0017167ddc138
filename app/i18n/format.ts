import { formatMoney } from '~/lib/money';
import { intlLocale, type Language } from './languages';
import { useLanguage } from './use-language';

/** Money in the page's language: `const money = useFormatMoney(); money('120', 'AED')`. */
export function useFormatMoney() {
  const language = useLanguage();
  return (amount: string | number, currency: string) => formatMoney(amount, currency, language);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as the page's language writes it ('23 Nov 2026', '23 نوفمبر 2026'), in UTC unless a zone is given. */
export function formatDate(date: Date | string, language: Language, options: Intl.DateTimeFormatOptions = {}): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return String(date);
  const resolved = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', ...options } as const;
  const key = `${language}:${JSON.stringify(resolved)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : intlLocale(language), resolved);
    dateFormats.set(key, format);
  }
  return format.format(value);
}

export function useFormatDate() {
  const language = useLanguage();
  return (date: Date | string, options?: Intl.DateTimeFormatOptions) => formatDate(date, language, options);
}
