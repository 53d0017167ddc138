import type { AppLoadContext } from 'react-router';
import { i18nFor } from '~/i18n/catalogs.server';
import { STOREFRONT_LANGUAGE } from '~/i18n/languages';
import type { CountryCode } from '../storefront/graphql';
import { getMarket } from '../market.server';
import { endExpiredSignIn, endRefusedSignIn, isSignedIn, type ShopSession } from '../session.server';
import {
  CART_ERRORS,
  addLines,
  cartText,
  updateBuyerIdentity,
  createCart,
  failureMessage,
  fetchCart,
  updateLines,
  type CallOptions,
  type CartLine,
  type CartMessage,
  type CartOutcome,
  type CartView,
  type NewLine,
} from './cart-api.server';
import { fetchCustomer } from '../account/customer.server';
import { halfAddedPairs, linesActedOn } from '~/lib/cart/pairs';
import { warningMessage } from './cart-warnings';
import { findSavedCartId, forgetCart, saveCart } from './saved-cart.server';
import { bringOverGuestLines } from './sign-in-cart.server';

/**
 * The shopper's cart as the session knows it (cartId, checkoutUrl: SPEC's browser-storage keys,
 * kept in the signed cookie). Callers commit the session after any change.
 */
export interface ShopperCart {
  session: ShopSession;
  context: AppLoadContext;
  options: CallOptions;
  /** Reads of the cart in flight for this request, when it only reads (a GET): see `readOnce`. */
  reads?: Map<string, Promise<CartView | null>>;
}

/**
 * A page's loaders run together and more than one wants the cart (the header's badge and /cart
 * itself): in a GET, a read already under way for the same request (its load context) is shared.
 * Only while it is under way, so a later read sees later changes; never for a POST, whose action
 * changes the cart before its loaders read it again.
 */
const readsByContext = new WeakMap<AppLoadContext, Map<string, Promise<CartView | null>>>();

function readsOf(request: Request, context: AppLoadContext): Map<string, Promise<CartView | null>> | undefined {
  if (request.method !== 'GET') return undefined;
  let reads = readsByContext.get(context);
  if (!reads) readsByContext.set(context, (reads = new Map()));
  return reads;
}

function readOnce(shopper: ShopperCart, cartId: string): Promise<CartView | null> {
  const { reads } = shopper;
  const under = reads?.get(cartId);
  if (under) return under;
  const read = fetchCart(shopper.context.storefront, cartId, shopper.options);
  if (reads) {
    reads.set(cartId, read);
    const done = () => {
      if (reads.get(cartId) === read) reads.delete(cartId);
    };
    read.then(done, done);
  }
  return read;
}

export async function shopperCart(request: Request, context: AppLoadContext, session: ShopSession): Promise<ShopperCart> {
  const market = await getMarket(request);
  return {
    session,
    context,
    options: { country: market.country, language: STOREFRONT_LANGUAGE[context.language], signal: request.signal },
    reads: readsOf(request, context),
  };
}

export interface CurrentCart {
  cart: CartView | null;
  /** SPEC §2 cart page: a load error shows 'Error' and this message. */
  error?: CartMessage;
  /** True when a stale cart id was dropped: the response must commit the session. */
  sessionChanged: boolean;
}

/** Clears the cart from the session, e.g. once its checkout completed (SPEC §4 "reset"). */
export async function dropCart({ session, context }: ShopperCart, cartId: string): Promise<void> {
  session.unset('cartId');
  session.unset('checkoutUrl');
  await forgetCart(context.db, cartId);
}

function keep({ session }: ShopperCart, cart: CartView) {
  session.set('cartId', cart.id);
  session.set('checkoutUrl', cart.checkoutUrl);
}

/**
 * The cart the session names, with all lines. A cart the API no longer returns (its order was
 * placed, or the id is stale) is dropped, so the next add starts a new one. Lines still waiting
 * since sign-in are brought over first.
 */
export async function currentCart(shopper: ShopperCart): Promise<CurrentCart> {
  const ended = endExpiredSignIn(shopper.session);
  const broughtOver = (await bringOverGuestLines(shopper.session, shopper.context, shopper.options.country)) || ended;
  const cartId = shopper.session.get('cartId');
  if (!cartId) return { cart: null, sessionChanged: broughtOver };
  try {
    const cart = await readOnce(shopper, cartId);
    if (cart) {
      const changed = shopper.session.get('checkoutUrl') !== cart.checkoutUrl;
      if (changed) keep(shopper, cart);
      return { cart, sessionChanged: changed || broughtOver };
    }
    await dropCart(shopper, cartId);
    return { cart: null, sessionChanged: true };
  } catch (error) {
    return { cart: null, error: failureMessage(error, CART_ERRORS.fetch), sessionChanged: broughtOver };
  }
}

/** The customer's token when signed in, to link a new cart at once. */
function customerToken(session: ShopSession): string | undefined {
  return isSignedIn(session) ? session.get('accessToken') : undefined;
}

async function startCart(shopper: ShopperCart, lines: NewLine[]): Promise<CartOutcome> {
  const { context, session, options } = shopper;
  const result = await createCart(context.storefront, { lines, customerAccessToken: customerToken(session) }, options);
  // A token revoked elsewhere ends the sign-in; the add goes on as a guest's, never failing for good.
  if (!result.ok && result.tokenRefused) {
    endRefusedSignIn(session);
    return startCart(shopper, lines);
  }
  if (!result.ok) return result;
  keep(shopper, result.cart);
  // A signed-in customer's new cart (e.g. after an order) is the one that follows them now.
  const customerId = result.cart.buyerIdentity.customer?.id;
  if (customerId) await saveCart(context.db, customerId, result.cart.id);
  return result;
}

/**
 * A signed-in customer without a cart in this session (e.g. their order was placed on another
 * device, which started a new cart): the cart saved for them, if it is still open.
 */
async function savedCartOf(shopper: ShopperCart): Promise<string | null> {
  const token = customerToken(shopper.session);
  if (!token) return null;
  const customer = await fetchCustomer(shopper.context.storefront, token, shopper.options.signal);
  const savedId = customer && (await findSavedCartId(shopper.context.db, customer.id));
  if (!savedId) return null;
  return (await fetchCart(shopper.context.storefront, savedId, shopper.options)) ? savedId : null;
}

/**
 * SPEC §4: add creates a cart first when there is none (or the stored one is gone). The lines go in
 * one call, so a frame and its lenses arrive together or not at all.
 */
export async function addToCart(shopper: ShopperCart, lines: NewLine[]): Promise<CartOutcome> {
  return keepPairsWhole(shopper, lines, await addOrStart(shopper, lines));
}

async function addOrStart(shopper: ShopperCart, lines: NewLine[]): Promise<CartOutcome> {
  endExpiredSignIn(shopper.session);
  await bringOverGuestLines(shopper.session, shopper.context, shopper.options.country);
  const cartId = shopper.session.get('cartId') ?? (await savedCartOf(shopper).catch(() => null));
  if (!cartId) return startCart(shopper, lines);
  const result = await addLines(shopper.context.storefront, cartId, lines, shopper.options);
  if (result.ok) {
    keep(shopper, result.cart);
    return result;
  }
  // Only a cart that is really gone (completed elsewhere, expired) is replaced; other failures stand.
  const stillThere = await fetchCart(shopper.context.storefront, cartId, shopper.options).catch(() => undefined);
  if (stillThere !== null) return result;
  await dropCart(shopper, cartId);
  return startCart(shopper, lines);
}

/**
 * A pair of glasses this call asked for is whole or not there (`halfAddedPairs`): a half-added
 * pair's line comes out again, and the API's warning says why. Should that fail, the add stands as
 * the API made it (checkout refuses lenses without their frame).
 */
async function keepPairsWhole(shopper: ShopperCart, asked: NewLine[], outcome: CartOutcome): Promise<CartOutcome> {
  if (!outcome.ok) return outcome;
  const halves = halfAddedPairs(asked, outcome.cart.lines);
  if (halves.length === 0) return outcome;
  const emptied = await updateLines(
    shopper.context.storefront,
    outcome.cart.id,
    halves.map((line) => ({ id: line.id, quantity: 0 })),
    shopper.options,
  );
  if (!emptied.ok) return outcome;
  keep(shopper, emptied.cart);
  return { ...emptied, warnings: outcome.warnings };
}

export async function changeQuantity(shopper: ShopperCart, lineId: string, quantity: number): Promise<CartOutcome> {
  const cartId = shopper.session.get('cartId');
  if (!cartId) return { ok: false, message: CART_ERRORS.noCartId };
  // A frame and its lenses change together: the server finds the partner, whatever the form sent.
  const cart = await fetchCart(shopper.context.storefront, cartId, shopper.options).catch(() => null);
  const ids = cart
    ? linesActedOn(
        cart.lines.map((line) => ({
          id: line.id,
          attributes: line.attributes,
          productType: line.merchandise.product.productType,
        })),
        lineId,
      )
    : [lineId];
  // The API holds each line to its stock (less what the cart's other lines of that variant hold), so
  // a pair asked beyond its frame's would keep more lenses than frames (and charge for them). It goes
  // to what the scarcer of the two has left.
  const lines = cart?.lines ?? [];
  const heldElsewhere = (line: CartLine) =>
    lines
      .filter((other) => !ids.includes(other.id) && other.merchandise.id === line.merchandise.id)
      .reduce((sum, other) => sum + other.quantity, 0);
  const stock = Math.min(
    ...lines.filter((line) => ids.length > 1 && ids.includes(line.id)).map((line) => stockOf(line) - heldElsewhere(line)),
  );
  // A pair whose frame sold out meanwhile goes out whole: asked for more or less, the API would drop
  // the frame and keep its lenses alone.
  const allowed = ids.length > 1 && stock < 1 ? 0 : stock >= 1 ? Math.min(quantity, stock) : quantity;
  const result = await updateLines(
    shopper.context.storefront,
    cartId,
    ids.map((id) => ({ id, quantity: allowed })),
    shopper.options,
  );
  if (!result.ok) return result;
  keep(shopper, result.cart);
  if (allowed < quantity) {
    const short = {
      code: allowed === 0 ? 'MERCHANDISE_OUT_OF_STOCK' : 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message: '',
      target: lineId,
    };
    return { ...result, warnings: [...result.warnings, warningMessage(short, result.cart.lines)] };
  }
  return result;
}

/** A line's stock, or no limit when the API does not say (Shopify tells it only to some tokens). */
function stockOf(line: CartLine): number {
  return line.merchandise.quantityAvailable ?? Infinity;
}

/**
 * The shopper chose another market: their cart follows it, so the cart page and the checkout price
 * it in the currency the shop now shows. A failure leaves the cart as it was (the market still
 * changes; the next sign-in, or choosing the market again, moves it).
 */
export async function moveCartToMarket(shopper: ShopperCart, country: CountryCode): Promise<void> {
  const cartId = shopper.session.get('cartId');
  if (!cartId) return;
  const moved = await updateBuyerIdentity(shopper.context.storefront, cartId, customerToken(shopper.session), {
    ...shopper.options,
    country,
  });
  if (moved.ok) keep(shopper, moved.cart);
  // The customer's cart stays theirs; the sign-in that can no longer reach it ends.
  else if (moved.tokenRefused) endRefusedSignIn(shopper.session);
  else console.warn('The cart could not follow the market:', cartText(i18nFor('en'), moved.message));
}

/** SPEC §4: removing sets the quantity to 0, then the cart is fetched again. */
export async function removeLine(shopper: ShopperCart, lineId: string): Promise<CartOutcome> {
  const result = await changeQuantity(shopper, lineId, 0);
  if (!result.ok) return result;
  const { cart, error } = await currentCart(shopper);
  if (cart) return { ok: true, cart, warnings: result.warnings };
  return { ok: false, message: error ?? CART_ERRORS.notFound };
}
