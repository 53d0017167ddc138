import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import crypto from 'node:crypto';
import { i18nFor } from '~/i18n/catalogs.server';
import type { CartActionResult, CartIntent } from '~/lib/cart/action-result';
import type { ToastInput } from '~/lib/toast';
import { cartText, type CartMessage, type CartOutcome, type NewLine } from './cart-api.server';
import { addToCart, changeQuantity, removeLine, type ShopperCart } from './cart-session.server';
import { SOLD_OUT_WARNING } from './cart-warnings';
import { pairOf } from '~/lib/prescription/attributes';
import { badRequest } from '~/server/forms/read-form.server';
import { eyeOrderLines } from '~/server/contact-lenses/eye-lines.server';

/** SPEC §8 toasts, shown 3000 ms (SPEC §9). */
export const CART_TOASTS = {
  added: msg`Added to cart successfully`,
  addFailed: msg`Failed to add product to cart`,
  updated: msg`Cart quantity updated successfully`,
  updateFailed: msg`Failed to update cart quantity`,
  removed: msg`Item removed from cart successfully`,
  removeFailed: msg`Failed to remove item from cart`,
  /** The line card's own message on a failed quantity change. */
  lineUpdateFailed: msg`Failed to update quantity`,
};

const NO_VARIANT = msg`No variant selected`;
const NO_LINE = msg`No cart line given`;

const CART_TOAST_MS = 3000;

// The action's answer is sent to the browser as it is, so its words are put into the page's language here.

function toast(i18n: I18n, kind: 'success' | 'error' | 'blank', message: CartMessage): ToastInput {
  return { kind, message: cartText(i18n, message), durationMs: CART_TOAST_MS, id: crypto.randomUUID() };
}

function failed(
  i18n: I18n,
  intent: CartIntent,
  reason: CartMessage,
  failure: MessageDescriptor,
  lineId?: string,
): CartActionResult {
  return { intent, ok: false, toasts: [toast(i18n, 'error', failure)], reason: cartText(i18n, reason), lineId };
}

function result(
  i18n: I18n,
  intent: CartIntent,
  outcome: CartOutcome,
  [success, failure]: readonly [MessageDescriptor, MessageDescriptor],
  lineId?: string,
  itemsAsked = 1,
): CartActionResult {
  if (!outcome.ok) {
    console.error(`Cart ${intent} failed:`, cartText(i18nFor('en'), outcome.message));
    return failed(i18n, intent, outcome.message, failure, lineId);
  }
  // An add the API took none of (every item sold out since the page was made) is not 'Added to
  // cart successfully': the shopper hears only that it sold out. Part of it taken, both are said.
  if (outcome.warnings.filter((warning) => warning === SOLD_OUT_WARNING).length >= itemsAsked) {
    const toasts = outcome.warnings.map((warning) => toast(i18n, warning === SOLD_OUT_WARNING ? 'error' : 'blank', warning));
    return { intent, ok: true, toasts, lineId, soldOut: true };
  }
  const warnings = outcome.warnings.map((warning) => toast(i18n, 'blank', warning));
  return { intent, ok: true, toasts: [toast(i18n, 'success', success), ...warnings], lineId };
}

/**
 * Far above any variant's stock (which bounds a line, SPEC) and far below the API's 32-bit Int,
 * which a quantity like 99999999999 would overflow into a failed request.
 */
export const MAX_LINE_QUANTITY = 9_999;

/** A whole number from a form field, or NaN; a refused 400 above MAX_LINE_QUANTITY. */
function wholeNumber(value: FormDataEntryValue | null, i18n: I18n): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const quantity = /^-?\d+$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
  if (quantity > MAX_LINE_QUANTITY) badRequest(400, i18n._(msg`Please choose a smaller quantity.`));
  return quantity;
}

function text(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Adds lines in one call (a product, or a frame with its lenses) and words the outcome as SPEC §8 does. */
export async function addLinesIntent(
  shopper: ShopperCart,
  lines: NewLine[],
  intent: CartIntent = 'add',
): Promise<CartActionResult> {
  const i18n = i18nFor(shopper.context.language);
  // A pair of glasses (two lines, one `_pair`) is one item: one sold-out warning takes it all out.
  const items = new Set(lines.map((line, index) => pairOf(line.attributes) ?? index)).size;
  const outcome = await addToCart(shopper, lines);
  return result(i18n, intent, outcome, [CART_TOASTS.added, CART_TOASTS.addFailed], undefined, items);
}

/** The `/cart` action's intents (add, add-eyes, update, remove); null for a form it does not know. */
export async function runCartIntent(shopper: ShopperCart, form: FormData): Promise<CartActionResult | null> {
  const i18n = i18nFor(shopper.context.language);
  const intent = text(form.get('intent'));
  if (intent === 'add') {
    const merchandiseId = text(form.get('merchandiseId'));
    const quantity = wholeNumber(form.get('quantity'), i18n);
    if (!merchandiseId) return failed(i18n, intent, NO_VARIANT, CART_TOASTS.addFailed);
    // SPEC §9: a card adds 1; a missing or nonsensical quantity means 1 as well.
    return addLinesIntent(shopper, [{ merchandiseId, quantity: quantity >= 1 ? quantity : 1 }]);
  }
  if (intent === 'add-eyes') {
    // Contact lenses per eye: a post the page could not have made is refused whole (400).
    const checked = await eyeOrderLines(shopper, form);
    if (!checked.ok) return { ...failed(i18n, intent, checked.message, CART_TOASTS.addFailed), refused: true };
    return addLinesIntent(shopper, checked.lines, intent);
  }
  if (intent === 'update') {
    const lineId = text(form.get('lineId'));
    const quantity = wholeNumber(form.get('quantity'), i18n);
    // SPEC §4: a quantity below 1 is ignored (removing is its own intent).
    if (!lineId || !(quantity >= 1)) return { intent, ok: true, toasts: [], lineId };
    const outcome = await changeQuantity(shopper, lineId, quantity);
    const answer = result(i18n, intent, outcome, [CART_TOASTS.updated, CART_TOASTS.updateFailed], lineId);
    if (!answer.ok) answer.toasts.push(toast(i18n, 'error', CART_TOASTS.lineUpdateFailed));
    return answer;
  }
  if (intent === 'remove') {
    const lineId = text(form.get('lineId'));
    if (!lineId) return failed(i18n, intent, NO_LINE, CART_TOASTS.removeFailed);
    return result(i18n, intent, await removeLine(shopper, lineId), [CART_TOASTS.removed, CART_TOASTS.removeFailed], lineId);
  }
  return null;
}
