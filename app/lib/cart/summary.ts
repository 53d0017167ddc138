import type { Money } from '~/lib/money';
import { DEFAULT_CURRENCY, toMinor } from './money';

/** What the summary needs of a line: its unit prices and quantity. */
export interface SummaryLine {
  quantity: number;
  price: Money | null | undefined;
  compareAtPrice?: Money | null | undefined;
}

/** Amounts in minor units of `currencyCode`. */
export interface CartSummary {
  currencyCode: string;
  /** Σ compare-at × quantity (the price where a line has no compare-at): the "original" total. */
  subtotal: number;
  /** Σ price × quantity: what the shopper pays, VAT included, shipping free. */
  total: number;
  /** subtotal − total. */
  discount: number;
  /** Σ quantities. */
  itemCount: number;
}

/**
 * SPEC §9 cart summary: subtotal from compare-at totals, total discount = compare-at total − price
 * total, item count summed from quantities, currency of the first line (default USD). A compare-at
 * below the price (a data slip) counts as the price, so the discount is never negative.
 */
export function cartSummary(lines: readonly SummaryLine[]): CartSummary {
  const currencyCode = lines[0]?.price?.currencyCode ?? DEFAULT_CURRENCY;
  let subtotal = 0;
  let total = 0;
  let itemCount = 0;
  for (const line of lines) {
    const quantity = Math.max(0, Math.floor(line.quantity));
    const price = line.price ? toMinor(line.price.amount, currencyCode) : 0;
    const compareAt = line.compareAtPrice ? toMinor(line.compareAtPrice.amount, currencyCode) : 0;
    subtotal += Math.max(price, compareAt) * quantity;
    total += price * quantity;
    itemCount += quantity;
  }
  return { currencyCode, subtotal, total, discount: subtotal - total, itemCount };
}
