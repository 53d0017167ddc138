import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { STOREFRONT_LANGUAGE } from '~/i18n/languages';
import type { CountryCode } from '../storefront/graphql';
import { fetchCustomer } from '../account/customer.server';
import type { ShopSession } from '../session.server';
import { flashToast } from '../toast.server';
import {
  addLines,
  cartText,
  createCart,
  fetchCart,
  updateBuyerIdentity,
  updateLines,
  type CartMessage,
  type CartView,
} from './cart-api.server';
import { lineKey, linesOf } from './copied-lines.server';
import { warningMessage } from './cart-warnings';
import { claimGuestLines, noteLinesBefore, releaseGuestLines, settleGuestLines } from './guest-cart-claim.server';
import { findSavedCartId, saveCart } from './saved-cart.server';
import { halfAddedPairs } from '~/lib/cart/pairs';
import { evenPairs } from './even-pairs.server';

/** SPEC §8: a failed cart link on login says why ('Failed to update cart: ' and the reason). */
export function cartLinkFailedMessage(i18n: I18n, failure: CartMessage): string {
  const reason = cartText(i18n, failure);
  return i18n._(msg`Failed to update cart: ${reason}`);
}

/**
 * Said when guest lines could not come into the customer's cart because their variant sold out
 * while they waited (the API adds no sold-out variant): the shopper hears which, never loses them silently.
 */
function soldOutMessage(i18n: I18n, titles: string[]): string {
  const products = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(titles);
  return i18n._(msg`Sold out, so no longer in your cart: ${products}`);
}

/**
 * Titles of the guest's lines the customer's cart did not take, each line by its identity: a frame
 * the cart holds in another pair does not hide that this pair's frame stayed out.
 */
function soldOutMeanwhile(guest: CartView | null, cart: CartView): string[] {
  const kept = new Set(cart.lines.map(lineKey));
  const titles = (guest?.lines ?? []).filter((line) => !kept.has(lineKey(line))).map((line) => line.merchandise.product.title);
  return [...new Set(titles)];
}

/** The cart without the guest's pairs that came over half (their frame sold out meanwhile): a pair is whole or not there. */
async function withoutHalfPairs(context: AppLoadContext, guest: CartView | null, cart: CartView): Promise<CartView> {
  const halves = halfAddedPairs(linesOf(guest), cart.lines);
  if (halves.length === 0) return cart;
  const emptied = await updateLines(
    context.storefront,
    cart.id,
    halves.map((line) => ({ id: line.id, quantity: 0 })),
  );
  return emptied.ok ? emptied.cart : cart;
}

/** How many of each of the guest's lines the customer's cart holds. */
function quantitiesOf(guest: CartView, cart: CartView): Record<string, number> {
  const held: Record<string, number> = {};
  for (const line of guest.lines) held[lineKey(line)] = 0;
  for (const line of cart.lines) {
    const key = lineKey(line);
    if (key in held) held[key]! += line.quantity;
  }
  return held;
}

/**
 * Whether an add whose answer was lost went through after all: the customer's cart holds each guest
 * line still for sale on top of what it held before (the API adds them all in one go, or none).
 */
function addedMeanwhile(guest: CartView, cart: CartView, before: Record<string, number>): boolean {
  const now = quantitiesOf(guest, cart);
  return guest.lines
    .filter((line) => line.merchandise.availableForSale)
    .every((line) => now[lineKey(line)]! >= (before[lineKey(line)] ?? 0) + line.quantity);
}

/**
 * SPEC §4 login, plus the cart that follows the customer (issue 5): the customer's saved cart is
 * restored, or a new cart is made for them, and the guest cart's lines are added to it. The guest
 * cart itself is never adopted: its id was handed out before sign-in (another device, a planted
 * cookie), and whoever holds it must not get a cart linked to this customer. The cart is linked
 * (cartBuyerIdentityUpdate), kept in the session and in the database. Answers the cart, or null
 * when none could be had (the sign-in itself still succeeds: a cart problem must not lock anyone out).
 *
 * Nothing is lost when the API fails meanwhile (issue 16): until its lines are in the customer's
 * cart, the guest cart stays named in the session as `guestCartId`, and the next page that reads
 * the cart tries again (`bringOverGuestLines`).
 */
export async function cartAfterSignIn(
  session: ShopSession,
  context: AppLoadContext,
  country?: CountryCode,
): Promise<CartView | null> {
  const token = session.get('accessToken');
  if (!token) return null;
  // From here on the session holds only the customer's own cart (or none, if this fails), so
  // checkout never links the guest's.
  const guestId = session.get('cartId');
  session.unset('cartId');
  session.unset('checkoutUrl');
  if (guestId) session.set('guestCartId', guestId);
  session.unset('guestLinesBefore');
  const together = await putCustomerCartTogether(context, { token, guestId, country });
  keep(session, context, together);
  return together.cart;
}

/**
 * Bring-overs under way, by guest cart. Requests of one shopper at once (two tabs, a page and a
 * fetch), each with its own session, share one bring-over, so the guest's lines are added once.
 */
const bringing = new Map<string, Promise<Together>>();

/**
 * Bring-overs under way, by session: the loaders of one page share their session (getSession), which
 * takes the outcome once (a toast said twice otherwise). Only while under way, as for `bringing`.
 */
const underWay = new WeakMap<ShopSession, Promise<boolean>>();

/**
 * For a signed-in shopper whose guest cart's lines could not yet be brought over at sign-in:
 * tries again. Answers whether the session changed (the response must commit it).
 */
export function bringOverGuestLines(session: ShopSession, context: AppLoadContext, country?: CountryCode): Promise<boolean> {
  let done = underWay.get(session);
  if (!done) {
    done = bringOver(session, context, country).finally(() => underWay.delete(session));
    underWay.set(session, done);
  }
  return done;
}

async function bringOver(session: ShopSession, context: AppLoadContext, country?: CountryCode): Promise<boolean> {
  const guestId = session.get('guestCartId');
  if (!guestId) return false;
  const token = session.get('accessToken');
  if (!token) {
    session.unset('guestCartId');
    return true;
  }
  let together = bringing.get(guestId);
  if (!together) {
    together = putCustomerCartTogether(context, {
      token,
      guestId,
      linesBefore: session.get('guestLinesBefore'),
      country,
    }).finally(() => bringing.delete(guestId));
    bringing.set(guestId, together);
  }
  keep(session, context, await together);
  return true;
}

/** What putting the customer's cart together came to, for each session that asked. */
interface Together {
  /** The customer's cart, or null when none could be had. */
  cart: CartView | null;
  /** The guest cart's lines are not in the customer's cart yet (the API failed): the next page tries again. */
  guestWaits: boolean;
  /** Said once, as 'Failed to update cart: ' and the reason. */
  failure?: CartMessage;
  /** The titles of guest lines left out because they sold out meanwhile, said once. */
  soldOut: string[];
  /** Pairs of glasses brought down to their scarcer line's stock: 'Only N available…', said once each. */
  adjusted?: CartMessage[];
  /**
   * While the guest waits after an add whose answer was lost: what the customer's cart held of the
   * guest's lines before it, so that the next try can tell whether the add went through.
   */
  linesBefore?: Record<string, number>;
}

function keep(
  session: ShopSession,
  context: AppLoadContext,
  { cart, guestWaits, failure, soldOut, adjusted = [], linesBefore }: Together,
): void {
  const i18n = i18nFor(context.language);
  if (failure) flashToast(session, { kind: 'error', message: cartLinkFailedMessage(i18n, failure), durationMs: 4000 });
  else if (soldOut.length > 0) flashToast(session, { kind: 'error', message: soldOutMessage(i18n, soldOut), durationMs: 6000 });
  for (const message of adjusted) flashToast(session, { kind: 'error', message: cartText(i18n, message), durationMs: 6000 });
  if (!guestWaits) session.unset('guestCartId');
  if (guestWaits && linesBefore) session.set('guestLinesBefore', linesBefore);
  else session.unset('guestLinesBefore');
  if (!cart) return;
  session.set('cartId', cart.id);
  session.set('checkoutUrl', cart.checkoutUrl);
}

/** Whose cart to put together: the customer's token, the guest cart waiting, and the shopper's market. */
interface Assembly {
  token: string;
  guestId: string | undefined;
  linesBefore?: Record<string, number>;
  country?: CountryCode;
}

async function putCustomerCartTogether(
  context: AppLoadContext,
  { token, guestId, linesBefore, country }: Assembly,
): Promise<Together> {
  const together: Together = { cart: null, guestWaits: guestId !== undefined, soldOut: [], linesBefore };
  /** The guest cart whose lines this request claimed to bring (`claimGuestLines`), and the cart they went into. */
  let claimed: { guestId: string; lease: string } | undefined;
  let broughtInto: string | undefined;
  // A failure the API may not repeat later leaves the guest cart waiting; any other is said, once.
  const failed = (outcome: { message: CartMessage; unanswered?: true }) => {
    if (outcome.unanswered) return;
    together.failure = outcome.message;
    together.guestWaits = false;
  };
  try {
    const customer = await fetchCustomer(context.storefront, token);
    if (!customer) return together;
    const savedId = await findSavedCartId(context.db, customer.id);
    // In the page's language: the titles of lines that sold out meanwhile are said to the shopper.
    const found =
      guestId && guestId !== savedId
        ? await fetchCart(context.storefront, guestId, { language: STOREFRONT_LANGUAGE[context.language] })
        : null;
    // One request brings the guest's lines; another at the same moment takes the cart they went into.
    const claim = found && found.lines.length > 0 ? await claimGuestLines(context.db, found.id, customer.id) : null;
    if (claim?.kind === 'ours') {
      claimed = { guestId: found!.id, lease: claim.lease };
      together.linesBefore ??= claim.linesBefore;
    }
    // Read after the claim, which a request that held it before may have changed. A read that fails
    // throws: the guest cart then waits for the next page, as does the saved one.
    const saved = savedId ? await fetchCart(context.storefront, savedId) : null;
    if (claim?.kind === 'underWay') {
      together.cart = saved;
      if (saved) together.cart = await inMarket(context, saved, token, country);
      return together;
    }
    if (claim?.kind === 'brought') together.guestWaits = false;
    const brought = claim?.kind === 'brought' ? await fetchCart(context.storefront, claim.cartId) : null;
    // Lines another request brought, or that went to another customer, are not brought again.
    const guest = claim === null || claim.kind === 'ours' ? found : null;

    let cart = brought ?? saved;
    if (!cart) {
      // SPEC §4: login creates a new cart; it takes the guest's lines.
      const created = await createCart(context.storefront, { lines: linesOf(guest), customerAccessToken: token }, { country });
      if (!created.ok) {
        failed(created);
        return together;
      }
      cart = await withoutHalfPairs(context, guest, created.cart);
      broughtInto = cart.id;
      together.guestWaits = false;
      together.soldOut = soldOutMeanwhile(guest, cart);
    } else if (guest && together.linesBefore && addedMeanwhile(guest, cart, together.linesBefore)) {
      // The last try's answer was lost, not its lines: adding them again would double them.
      broughtInto = cart.id;
      together.guestWaits = false;
      together.soldOut = soldOutMeanwhile(guest, cart);
    } else if (claimed && guest && guest.lines.length > 0) {
      const before = together.linesBefore ?? quantitiesOf(guest, cart);
      if (!(await noteLinesBefore(context.db, claimed.guestId, claimed.lease, before))) {
        // Taken over while this request was slow: the new holder brings the lines, the next page takes its cart.
        together.cart = cart;
        return together;
      }
      together.linesBefore = before;
      const merged = await addLines(context.storefront, cart.id, linesOf(guest));
      if (merged.ok) {
        cart = await withoutHalfPairs(context, guest, merged.cart);
        broughtInto = cart.id;
        together.guestWaits = false;
        together.soldOut = soldOutMeanwhile(guest, cart);
      } else failed(merged);
    } else together.guestWaits = false;
    // A pair whose frame sold down meanwhile came over with more lenses than frames: 'Only N available…'.
    const evened = await evenPairs(context.storefront, cart);
    if (evened?.ok) {
      cart = evened.cart;
      together.adjusted = evened.frames.map((frame) =>
        warningMessage({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: '', target: frame.id }, evened.cart.lines),
      );
    } else if (evened) together.failure = evened.message;
    // Kept should the link throw.
    together.cart = cart;
    together.cart = await inMarket(context, cart, token, country, (failure) => (together.failure = failure));
    await saveCart(context.db, customer.id, cart.id);
    return together;
  } catch (error) {
    console.error('Sign-in: the cart could not be restored:', error instanceof Error ? error.message : error);
    return together;
  } finally {
    if (claimed) await endClaim(context, claimed, broughtInto, together.guestWaits ? together.linesBefore : undefined);
  }
}

/**
 * The cart linked to the customer in the shopper's market: a cart saved in another currency is
 * priced in theirs. As it was when the API refuses (`refused` hears why).
 */
async function inMarket(
  context: AppLoadContext,
  cart: CartView,
  token: string,
  country: CountryCode | undefined,
  refused?: (failure: CartMessage) => void,
): Promise<CartView> {
  const linked = await updateBuyerIdentity(context.storefront, cart.id, token, { country });
  if (linked.ok) return linked.cart;
  refused?.(linked.message);
  return cart;
}

/**
 * A claim on the guest's lines ends with the cart they went into, or is given up for the next try,
 * with what the customer's cart held before an add that may have gone through (`linesBefore`).
 */
async function endClaim(
  context: AppLoadContext,
  { guestId, lease }: { guestId: string; lease: string },
  broughtInto: string | undefined,
  linesBefore: Record<string, number> | undefined,
): Promise<void> {
  try {
    if (broughtInto) await settleGuestLines(context.db, guestId, lease, broughtInto);
    else await releaseGuestLines(context.db, guestId, lease, linesBefore);
  } catch (error) {
    console.error('Sign-in: the claim on the guest cart could not be ended:', error instanceof Error ? error.message : error);
  }
}
