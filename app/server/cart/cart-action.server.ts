import crypto from 'node:crypto';
import type { CartActionResult, CartIntent } from '~/lib/cart/action-result';
import type { ToastInput } from '~/lib/toast';
import type { CartOutcome } from './cart-api.server';
import { addToCart, changeQuantity, removeLine, type ShopperCart } from './cart-session.server';

/** SPEC §8 toasts, shown 3000 ms (SPEC §9). */
export const CART_TOASTS = {
  added: 'Added to cart successfully',
  addFailed: 'Failed to add product to cart',
  updated: 'Cart quantity updated successfully',
  updateFailed: 'Failed to update cart quantity',
  removed: 'Item removed from cart successfully',
  removeFailed: 'Failed to remove item from cart',
  /** The line card's own message on a failed quantity change. */
  lineUpdateFailed: 'Failed to update quantity',
} as const;

const CART_TOAST_MS = 3000;

function toast(kind: 'success' | 'error' | 'blank', message: string): ToastInput {
  return { kind, message, durationMs: CART_TOAST_MS, id: crypto.randomUUID() };
}

function result(intent: CartIntent, outcome: CartOutcome, success: string, failure: string, lineId?: string): CartActionResult {
  if (!outcome.ok) {
    console.error(`Cart ${intent} failed:`, outcome.message);
    return { intent, ok: false, toasts: [toast('error', failure)], reason: outcome.message, lineId };
  }
  return { intent, ok: true, toasts: [toast('success', success), ...outcome.warnings.map((warning) => toast('blank', warning))], lineId };
}

/** A whole number from a form field, or NaN. */
function wholeNumber(value: FormDataEntryValue | null): number {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^-?\d+$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
}

function text(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The `/cart` action's intents (add, update, remove); null for a form it does not know. */
export async function runCartIntent(shopper: ShopperCart, form: FormData): Promise<CartActionResult | null> {
  const intent = text(form.get('intent'));
  if (intent === 'add') {
    const merchandiseId = text(form.get('merchandiseId'));
    const quantity = wholeNumber(form.get('quantity'));
    if (!merchandiseId) return { intent, ok: false, toasts: [toast('error', CART_TOASTS.addFailed)], reason: 'No variant selected' };
    // SPEC §9: a card adds 1; a missing or nonsensical quantity means 1 as well.
    const outcome = await addToCart(shopper, { merchandiseId, quantity: quantity >= 1 ? quantity : 1 });
    return result(intent, outcome, CART_TOASTS.added, CART_TOASTS.addFailed);
  }
  if (intent === 'update') {
    const lineId = text(form.get('lineId'));
    const quantity = wholeNumber(form.get('quantity'));
    // SPEC §4: a quantity below 1 is ignored (removing is its own intent).
    if (!lineId || !(quantity >= 1)) return { intent, ok: true, toasts: [], lineId };
    const outcome = await changeQuantity(shopper, lineId, quantity);
    const answer = result(intent, outcome, CART_TOASTS.updated, CART_TOASTS.updateFailed, lineId);
    if (!answer.ok) answer.toasts.push(toast('error', CART_TOASTS.lineUpdateFailed));
    return answer;
  }
  if (intent === 'remove') {
    const lineId = text(form.get('lineId'));
    const outcome = lineId ? await removeLine(shopper, lineId) : ({ ok: false, message: 'No cart line given' } as const);
    return result(intent, outcome, CART_TOASTS.removed, CART_TOASTS.removeFailed, lineId);
  }
  return null;
}
