import { createHash } from 'node:crypto';

/**
 * What the checkout page showed of the cart: its currency, and each line's variant, quantity and
 * unit price. The page's form carries it back, and the order is placed only for that same cart: a
 * line changed in another tab, another market chosen, or a new price since the page was drawn would
 * otherwise be charged unseen.
 */
export function seenCart(currency: string, lines: readonly { variantId: number; quantity: number; unitMinor: number }[]): string {
  const shown = [currency, lines.map((line) => [line.variantId, line.quantity, line.unitMinor])];
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22);
}
