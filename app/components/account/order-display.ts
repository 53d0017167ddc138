import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FulfillmentStatus, Money } from '~/server/account/orders.server';

/** SPEC §4: what a shopper reads for each fulfilment status. */
const STATUS_LABEL: Record<FulfillmentStatus, MessageDescriptor> = {
  FULFILLED: msg`delivered`,
  PROCESSING: msg`processing`,
  UNFULFILLED: msg`pending`,
};

export function fulfillmentLabel(status: FulfillmentStatus | null | undefined): MessageDescriptor {
  return STATUS_LABEL[status ?? 'UNFULFILLED'] ?? STATUS_LABEL.UNFULFILLED;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * SPEC §9: yyyy-MM-dd HH:mm:ss, in every language (Latin digits). In UTC unless a time zone is given:
 * the server does not know the shopper's zone, so the page renders UTC and the browser switches to
 * local time after hydration.
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

/** A compare-at price is worth showing only when it is in the same currency and higher. */
export function isDiscounted(price: Money, compareAt: Money | null | undefined): compareAt is Money {
  return Boolean(compareAt && compareAt.currencyCode === price.currencyCode && Number(compareAt.amount) > Number(price.amount));
}
