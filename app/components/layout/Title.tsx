import { useLingui } from '@lingui/react/macro';

/**
 * The document title of a page, in the page's language, ending with the shop's name. React renders
 * it into <head>, so pages set their titles with the same catalogue as their text.
 */
export function Title({ children }: { children: string }) {
  const { t } = useLingui();
  return <title>{t`${children} | Nazzara`}</title>;
}
