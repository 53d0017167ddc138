import { intlLocale, type Language } from './languages';
import { useLanguage } from './use-language';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the page's language writes it (Latin digits in Arabic too, as UAE shops print them):
 * ratings ('4.5'), percentages ('20%'), counts. Money has its own helper (format.ts).
 */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    formats.set(key, format);
  }
  return format.format(value);
}

/** `const number = useFormatNumber(); number(0.2, { style: 'percent' })`. */
export function useFormatNumber() {
  const language = useLanguage();
  return (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options);
}
