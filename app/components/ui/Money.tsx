import { useFormatMoney } from '~/i18n/format';

/**
 * An amount of money, bidi-isolated so that in Arabic text the digits, separators and currency never
 * trade places with the words around them.
 */
export function Money({ amount, currency }: { amount: string | number; currency: string }) {
  const money = useFormatMoney();
  return <bdi>{money(amount, currency)}</bdi>;
}
