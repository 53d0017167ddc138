import { formatOrderDate } from './order-display';
import { useHydrated } from './use-hydrated';

/**
 * The server renders UTC; once in the browser the date is the shopper's local time (same format).
 * Left to right on Arabic pages too, or the time would read before the day.
 */
export function OrderDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const timeZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
  return (
    <time dateTime={iso} dir="ltr">
      {formatOrderDate(iso, timeZone)}
    </time>
  );
}
