import { formatOrderDate } from './order-display';
import { useHydrated } from './use-hydrated';

/** The server renders UTC; once in the browser the date is the shopper's local time (same format). */
export function OrderDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const timeZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
  return <time dateTime={iso}>{formatOrderDate(iso, timeZone)}</time>;
}
