import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StorefrontClient } from '../storefront/client.server';
import {
  CartBuyerIdentityUpdateMutation,
  CartCreateMutation,
  CartLinesAddMutation,
  CartLinesUpdateMutation,
  CartQuery,
  type CartWithLinesFragment,
} from '../storefront/documents/cart';
import { i18nFor } from '~/i18n/catalogs.server';
import { isStorefrontError, userErrorsMessage } from '../storefront/errors';
import type { CountryCode, LanguageCode, ResultOf } from '../storefront/graphql';
import { noteCheckoutUrl } from './checkout-origins.server';
import { warningMessage, type CartWarning } from './cart-warnings';

/**
 * The cart's Storefront calls, each answering a `CartOutcome` with the SPEC §8 words instead of
 * throwing: the cart page and the forms show the message, they never crash on it. The words are
 * message descriptors, put into the page's language where they are shown (`cartText`).
 */

type CartPayload = ResultOf<typeof CartWithLinesFragment>;
export type CartLine = CartPayload['lines']['nodes'][number];
/** A cart with all of its lines (paged through), as the pages use it. */
export type CartView = Omit<CartPayload, 'lines'> & { lines: CartLine[] };

/**
 * A message about the cart: one of ours (a descriptor, translated where it is shown) or the API's
 * own words (its userErrors joined with commas, SPEC §8), shown as the API wrote them.
 */
export type CartMessage = MessageDescriptor | string;

export function cartText(i18n: I18n, message: CartMessage): string {
  return typeof message === 'string' ? message : i18n._(message);
}

export type CartOutcome =
  | { ok: true; cart: CartView; warnings: CartMessage[] }
  /**
   * `unanswered`: the API failed or did not answer (a time-out, a 5xx), so the same call may work later.
   * `tokenRefused`: the customer's access token was refused (revoked elsewhere): the sign-in is over.
   */
  | { ok: false; message: CartMessage; unanswered?: true; tokenRefused?: true };

export interface CallOptions {
  /** The shopper's market, so prices come in its currency. */
  country?: CountryCode;
  /** The page's language, so line titles and option values come translated. */
  language?: LanguageCode;
  signal?: AbortSignal;
}

/** SPEC §8 cart errors. */
export const CART_ERRORS = {
  create: msg`Failed to create a cart.`,
  update: msg`Failed to update cart.`,
  noCartId: msg`No cart ID available`,
  notFound: msg`Cart not found.`,
  fetch: msg`Failed to fetch cart`,
  buyerIdentity: msg`Failed to update buyer identity`,
};

/** The cart's lines per page: the SPEC's 10 would drop the 11th line, so we read 100 and page on. */
const LINES_PER_PAGE = 100;
/** A guard against a cart that never ends (5 000 lines is far above any real cart). */
const MAX_LINE_PAGES = 50;

/** A thrown API failure as the SPEC words it: GraphQL errors as 'GraphQL Error: ...', else `fallback`. */
export function failureMessage(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (isStorefrontError(error) && error.kind === 'graphql') {
    const messages = error.messages.join(', ');
    return msg`GraphQL Error: ${messages}`;
  }
  if (isStorefrontError(error)) console.error(`${i18nFor('en')._(fallback)}:`, error.message);
  else throw error;
  return fallback;
}

/**
 * The cart with every line; `null` when the API no longer knows it (a completed checkout turns a
 * cart into an order, after which `cart(id)` answers null, as does a wrong or expired id).
 */
export async function fetchCart(
  storefront: StorefrontClient,
  cartId: string,
  options: CallOptions = {},
): Promise<CartView | null> {
  let after: string | null = null;
  let fields: Omit<CartView, 'lines'> | null = null;
  const lines: CartLine[] = [];
  for (let page = 0; page < MAX_LINE_PAGES; page++) {
    const result: ResultOf<typeof CartQuery> = await storefront.query(CartQuery, {
      variables: { cartId, linesFirst: LINES_PER_PAGE, linesAfter: after },
      ...options,
    });
    if (!result.cart) return null;
    const { lines: connection, ...rest } = result.cart;
    fields ??= rest;
    lines.push(...connection.nodes);
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  if (fields) noteCheckoutUrl(fields.checkoutUrl);
  return fields && { ...fields, lines };
}

interface MutationPayload {
  cart?: CartPayload | null;
  userErrors: readonly { message: string; field?: readonly string[] | null }[];
  warnings?: readonly CartWarning[];
}

/**
 * A mutation's payload as an outcome. Mutations return only the first 100 lines, so a longer cart
 * is read again in full.
 */
async function outcome(
  storefront: StorefrontClient,
  payload: MutationPayload | null | undefined,
  fallback: MessageDescriptor,
  options: CallOptions,
): Promise<CartOutcome> {
  const errors = userErrorsMessage(payload?.userErrors);
  if (errors) {
    const tokenRefused = payload?.userErrors.some((error) => error.field?.at(-1) === 'customerAccessToken');
    return tokenRefused ? { ok: false, message: errors, tokenRefused } : { ok: false, message: errors };
  }
  const cart = payload?.cart;
  if (!cart) return { ok: false, message: fallback };
  const { lines, ...fields } = cart;
  noteCheckoutUrl(fields.checkoutUrl);
  let cartLines = lines.nodes;
  if (lines.pageInfo.hasNextPage) {
    const full = await fetchCart(storefront, cart.id, options);
    if (!full) return { ok: false, message: CART_ERRORS.notFound };
    // Only the lines are read again: the buyer identity stays the mutation's, which saw the
    // customer's token (a plain cart read does not show the customer).
    cartLines = full.lines;
  }
  const warnings = (payload.warnings ?? []).map((warning) => warningMessage(warning, cartLines));
  return { ok: true, cart: { ...fields, lines: cartLines }, warnings };
}

async function attempt(fallback: MessageDescriptor, run: () => Promise<CartOutcome>): Promise<CartOutcome> {
  try {
    return await run();
  } catch (error) {
    return { ok: false, message: failureMessage(error, fallback), unanswered: true };
  }
}

export interface NewLine {
  merchandiseId: string;
  quantity: number;
  /** Line attributes: a pair of glasses' tie and prescription (issue 11). */
  attributes?: { key: string; value: string }[];
}

/** SPEC §7 cartCreate with the default attribute of §9, linked to the customer when one is signed in. */
export function createCart(
  storefront: StorefrontClient,
  input: { lines?: NewLine[]; customerAccessToken?: string },
  options: CallOptions = {},
): Promise<CartOutcome> {
  return attempt(CART_ERRORS.create, async () => {
    const { cartCreate } = await storefront.query(CartCreateMutation, {
      variables: {
        input: {
          lines: input.lines ?? [],
          attributes: [{ key: 'cart_attribute', value: 'cart_attribute' }],
          ...(input.customerAccessToken ? { buyerIdentity: { customerAccessToken: input.customerAccessToken } } : {}),
        },
      },
      ...options,
    });
    return outcome(storefront, cartCreate, CART_ERRORS.create, options);
  });
}

export function addLines(
  storefront: StorefrontClient,
  cartId: string,
  lines: NewLine[],
  options: CallOptions = {},
): Promise<CartOutcome> {
  return attempt(CART_ERRORS.update, async () => {
    const { cartLinesAdd } = await storefront.query(CartLinesAddMutation, { variables: { cartId, lines }, ...options });
    return outcome(storefront, cartLinesAdd, CART_ERRORS.update, options);
  });
}

/** Quantity 0 removes the lines (SPEC §4: removing sets the quantity to 0); a pair of glasses changes in one call. */
export function updateLines(
  storefront: StorefrontClient,
  cartId: string,
  lines: { id: string; quantity: number }[],
  options: CallOptions = {},
): Promise<CartOutcome> {
  return attempt(CART_ERRORS.update, async () => {
    const { cartLinesUpdate } = await storefront.query(CartLinesUpdateMutation, { variables: { cartId, lines }, ...options });
    return outcome(storefront, cartLinesUpdate, CART_ERRORS.update, options);
  });
}

/**
 * SPEC §7 cartBuyerIdentityUpdate: links the cart to the customer the token belongs to (when one is
 * given), and moves it to `options.country`'s market, whose currency it is then priced in.
 */
export function updateBuyerIdentity(
  storefront: StorefrontClient,
  cartId: string,
  customerAccessToken: string | undefined,
  options: CallOptions = {},
): Promise<CartOutcome> {
  return attempt(CART_ERRORS.buyerIdentity, async () => {
    const buyerIdentity = {
      ...(customerAccessToken ? { customerAccessToken } : {}),
      ...(options.country ? { countryCode: options.country } : {}),
    };
    const { cartBuyerIdentityUpdate } = await storefront.query(CartBuyerIdentityUpdateMutation, {
      variables: { cartId, buyerIdentity },
      ...options,
    });
    return outcome(storefront, cartBuyerIdentityUpdate, CART_ERRORS.buyerIdentity, options);
  });
}
