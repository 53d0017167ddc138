import { useFetchers } from 'react-router';
import type { CartLineItem } from '~/lib/cart/line-item';
import { cartItems } from '~/lib/cart/pairs';

/** Every line card's fetcher has this key, so the page can see changes still on their way. */
export function lineFetcherKey(lineId: string): string {
  return `cart-line:${lineId}`;
}

/**
 * The lines as they will be once the pending changes land (optimistic UI): a removed line is
 * gone, a changed quantity is the new one. When a change fails, the loader data React Router
 * revalidates after the action still holds the old line, so the page rolls back by itself.
 */
export function useOptimisticLines(lines: CartLineItem[]): CartLineItem[] {
  const pending = new Map<string, FormData>();
  for (const fetcher of useFetchers()) {
    if (fetcher.key.startsWith('cart-line:') && fetcher.formData) {
      pending.set(fetcher.key, fetcher.formData);
    }
  }
  if (pending.size === 0) return lines;
  // A pair's lens line changes with its frame, whose card sends the change.
  const keyOf = new Map<string, string>();
  for (const item of cartItems(lines)) if (item.kind === 'pair') keyOf.set(item.lenses.id, lineFetcherKey(item.frame.id));
  return lines.flatMap((line) => {
    const form = pending.get(keyOf.get(line.id) ?? lineFetcherKey(line.id));
    if (!form) return [line];
    if (form.get('intent') === 'remove') return [];
    const quantity = Number(form.get('quantity'));
    return [Number.isInteger(quantity) && quantity >= 1 ? { ...line, quantity } : line];
  });
}
