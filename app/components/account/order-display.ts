import type { FulfillmentStatus, Money } from '~/server/account/orders.server';

/** SPEC §4: what a shopper reads for each fulfilment status. */
const STATUS_LABEL: Record<FulfillmentStatus, string> = {
  FULFILLED: 'delivered',
  PROCESSING: 'processing',
  UNFULFILLED: 'pending',
};

export function fulfillmentLabel(status: FulfillmentStatus | null | undefined): string {
  return STATUS_LABEL[status ?? 'UNFULFILLED'] ?? 'pending';
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * SPEC §9: yyyy-MM-dd HH:mm:ss. In UTC unless a time zone is given: the server does not know the
 * shopper's zone, so the page renders UTC and the browser switches to local time after hydration.
 */
export function formatOrderDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!timeZone) {
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** 'AED 1,250.00', 'KWD 12.500': the currency code first, as the cart shows prices (SPEC §2). */
export function formatMoney(money: Money): string {
  const amount = Number(money.amount);
  try {
    const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currencyCode }).resolvedOptions().maximumFractionDigits;
    return `${money.currencyCode} ${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
  } catch {
    return `${money.currencyCode} ${amount.toFixed(2)}`;
  }
}

/** A compare-at price is worth showing only when it is in the same currency and higher. */
export function isDiscounted(price: Money, compareAt: Money | null | undefined): compareAt is Money {
  return Boolean(compareAt && compareAt.currencyCode === price.currencyCode && Number(compareAt.amount) > Number(price.amount));
}
