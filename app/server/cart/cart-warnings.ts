import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** A Storefront `CartWarning`: the cart changed, but not quite as asked (e.g. less stock than wanted). */
export interface CartWarning {
  code: string;
  message: string;
  /** The line or the variant the warning is about. */
  target: string;
}

interface WarnedLine {
  id: string;
  quantity: number;
  merchandise: { id: string };
}

/** Said when the API added nothing of a variant: it sold out (one descriptor, so the action can tell). */
export const SOLD_OUT_WARNING = msg`This product is sold out.`;

/**
 * The warnings shoppers meet, in our own words so they read in the page's language; any other
 * warning keeps the API's words. The line's new quantity is what the stock allowed.
 */
export function warningMessage(warning: CartWarning, lines: readonly WarnedLine[]): MessageDescriptor | string {
  if (warning.code === 'MERCHANDISE_OUT_OF_STOCK') return SOLD_OUT_WARNING;
  if (warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK') {
    const line = lines.find((candidate) => candidate.id === warning.target || candidate.merchandise.id === warning.target);
    if (!line) return warning.message;
    const available = line.quantity;
    return msg`${plural(available, {
      one: 'Only # item is available; the quantity was adjusted.',
      other: 'Only # items are available; the quantity was adjusted.',
    })}`;
  }
  return warning.message;
}
