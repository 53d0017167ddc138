import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const OUT_OF_STOCK = msg`Out of stock`;
const ONE_LEFT = msg`Only one left in stock`;
const TWO_LEFT = msg`Only two left in stock`;

/** SPEC §8/§9 stock badges: thresholds at 1, 2 and 0; plenty of stock says nothing. */
export function stockBadge(quantity: number | null | undefined): MessageDescriptor | null {
  if (quantity == null) return null;
  if (quantity <= 0) return OUT_OF_STOCK;
  if (quantity === 1) return ONE_LEFT;
  if (quantity === 2) return TWO_LEFT;
  return null;
}
