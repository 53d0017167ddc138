import { Money } from '~/components/ui/Money';
import { fromMinor } from '~/lib/cart/money';

/** An amount the cart summed in minor units (fils, halalas, cents), in the page's language. */
export function SummaryMoney({ minor, currency }: { minor: number; currency: string }) {
  return <Money amount={fromMinor(minor, currency)} currency={currency} />;
}
