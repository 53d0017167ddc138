/**
 * Logout ends the sign-in for every copy of the session cookie, and moves the customer's cart so
 * that the old cart's id and checkout URL, left in a copy of the cookie or the browser's history,
 * no longer reach it. Against the local engine and an in-memory database.
 */
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { variants } from '../../engine/db/schema';
import { PUBLIC_URL } from '../../engine/test/harness';
import { fetchCart } from '~/server/cart/cart-api.server';
import { addToCart, currentCart, shopperCart } from '~/server/cart/cart-session.server';
import { findSavedCartId } from '~/server/cart/saved-cart.server';
import { cartAfterSignIn } from '~/server/cart/sign-in-cart.server';
import { commitSession, getSession, isSignedIn } from '~/server/session.server';
import { engineShop } from '~/server/storefront/engine-storefront';
import {
  CustomerAccessTokenCreateMutation,
  CustomerAccessTokenDeleteMutation,
  CustomerCreateMutation,
} from '~/server/storefront/documents/customer';
import * as logoutRoute from './logout';

let handle: DatabaseHandle;
let context: AppLoadContext;
const PASSWORD = 'logout-pass-1';
const FRAME = 'gid://shopify/ProductVariant/1';
const OTHER = 'gid://shopify/ProductVariant/2';

/** Runs once when the next cart is created (the logout's copy), as another device acting at that moment. */
let whenCartCreated: (() => Promise<void>) | null = null;

beforeAll(async () => {
  ({ handle, context } = await engineShop(async (init) => {
    const act = whenCartCreated;
    if (act && String(init?.body ?? '').includes('cartCreate')) {
      whenCartCreated = null;
      await act();
    }
    return undefined;
  }));
}, 60_000);
afterAll(() => handle?.close());

const requestWith = (cookie: string, path = '/cart', init: RequestInit = {}) =>
  new Request(`${PUBLIC_URL}${path}`, { ...init, headers: { Cookie: cookie } });

/** Signs `email` in as the login page does, its cart put together, and answers the session cookie. */
async function signIn(email: string): Promise<string> {
  const login = await context.storefront.query(CustomerAccessTokenCreateMutation, {
    variables: { input: { email, password: PASSWORD } },
  });
  const token = login.customerAccessTokenCreate!.customerAccessToken!;
  const session = await getSession(new Request(`${PUBLIC_URL}/login`), context);
  session.set('accessToken', token.accessToken);
  session.set('accessTokenExpiresAt', token.expiresAt);
  await cartAfterSignIn(session, context);
  return (await commitSession(session)).split(';')[0]!;
}

/** A new customer, signed in, with `lines` in their cart: the session cookie and the cart's id. */
async function customerWithCart(
  email: string,
  lines: { merchandiseId: string; attributes?: { key: string; value: string }[] }[],
) {
  await context.storefront.query(CustomerCreateMutation, {
    variables: { input: { email, password: PASSWORD, firstName: 'Huda' } },
  });
  const signedIn = await signIn(email);
  const request = requestWith(signedIn);
  const session = await getSession(request, context);
  const added = await addToCart(
    await shopperCart(request, context, session),
    lines.map((line) => ({ ...line, quantity: 1 })),
  );
  if (!added.ok) throw new Error(JSON.stringify(added.message));
  return { cookie: (await commitSession(session)).split(';')[0]!, cartId: added.cart.id };
}

async function logOut(cookie: string): Promise<Response> {
  const request = requestWith(cookie, '/logout', { method: 'POST' });
  return (await logoutRoute.action({ request, context, params: {} } as never)) as Response;
}

async function customerIdOf(cartId: string): Promise<string | undefined> {
  const [row] = await handle.db.query.savedCarts.findMany({ where: (saved, { eq: equals }) => equals(saved.cartId, cartId) });
  return row?.customerId;
}

describe('logout', () => {
  it('signs out a copy of the cookie taken before it, which then names no cart', async () => {
    const { cookie } = await customerWithCart('copy@example.com', [{ merchandiseId: FRAME }]);
    const answer = await logOut(cookie);
    expect(answer.status).toBe(302);

    const copy = await getSession(requestWith(cookie), context);
    expect(isSignedIn(copy)).toBe(false);
    expect(copy.get('cartId')).toBeUndefined();
    const cart = await currentCart(await shopperCart(requestWith(cookie), context, copy));
    expect(cart.cart).toBeNull();
  });

  it('moves the cart: the old one is emptied, and the next sign-in brings the lines back in another cart', async () => {
    const pair = [{ key: '_pair', value: 'logout-pair-1' }];
    const { cookie, cartId } = await customerWithCart('moved@example.com', [
      { merchandiseId: FRAME, attributes: pair },
      { merchandiseId: OTHER },
    ]);
    const customerId = await customerIdOf(cartId);
    expect(customerId).toBeDefined();

    await logOut(cookie);
    // The checkout URL left in the browser's history has nothing to pay for.
    expect((await fetchCart(context.storefront, cartId))?.lines).toEqual([]);
    const savedId = await findSavedCartId(handle.db, customerId!);
    expect(savedId).not.toBe(cartId);

    const again = await getSession(requestWith(await signIn('moved@example.com')), context);
    expect(again.get('cartId')).toBe(savedId);
    const back = await fetchCart(context.storefront, again.get('cartId')!);
    expect(back?.lines.map((line) => [line.merchandise.id, line.quantity, line.attributes])).toEqual([
      [FRAME, 1, pair],
      [OTHER, 1, []],
    ]);
  });

  it('leaves the cart as it was when a line could not come along (sold out meanwhile), and still logs out', async () => {
    const { cookie, cartId } = await customerWithCart('sold-out-at-logout@example.com', [
      { merchandiseId: FRAME },
      { merchandiseId: OTHER },
    ]);
    const customerId = await customerIdOf(cartId);
    const [before] = await handle.db.select({ quantity: variants.quantity }).from(variants).where(eq(variants.id, 2));
    await handle.db.update(variants).set({ quantity: 0 }).where(eq(variants.id, 2));
    try {
      expect((await logOut(cookie)).status).toBe(302);
    } finally {
      await handle.db.update(variants).set({ quantity: before!.quantity }).where(eq(variants.id, 2));
    }
    expect(await findSavedCartId(handle.db, customerId!)).toBe(cartId);
    expect((await fetchCart(context.storefront, cartId))?.lines).toHaveLength(2);
    expect(isSignedIn(await getSession(requestWith(cookie), context))).toBe(false);
  });

  it('moves an empty cart too, so the next sign-in does not link the old one again', async () => {
    await context.storefront.query(CustomerCreateMutation, {
      variables: { input: { email: 'empty@example.com', password: PASSWORD, firstName: 'Huda' } },
    });
    const cookie = await signIn('empty@example.com');
    const emptyId = (await getSession(requestWith(cookie), context)).get('cartId')!;
    expect(await customerIdOf(emptyId)).toBeDefined();
    await logOut(cookie);
    expect(await customerIdOf(emptyId)).toBeUndefined();
    const again = await getSession(requestWith(await signIn('empty@example.com')), context);
    expect(again.get('cartId')).not.toBe(emptyId);
  });

  it('leaves the customer’s other devices signed in, following the cart, and loses nothing they add', async () => {
    const { cookie: phone, cartId } = await customerWithCart('two-devices@example.com', [{ merchandiseId: FRAME }]);
    const laptop = await signIn('two-devices@example.com');
    const tablet = await signIn('two-devices@example.com');
    expect((await getSession(requestWith(laptop), context)).get('cartId')).toBe(cartId);

    await logOut(phone);
    const onLaptop = await getSession(requestWith(laptop), context);
    expect(isSignedIn(onLaptop)).toBe(true);
    const movedTo = onLaptop.get('cartId')!;
    expect(movedTo).not.toBe(cartId);
    const read = await currentCart(await shopperCart(requestWith(laptop), context, onLaptop));
    expect(read.cart?.lines.map((line) => line.merchandise.id)).toEqual([FRAME]);
    const added = await addToCart(await shopperCart(requestWith(laptop), context, onLaptop), [
      { merchandiseId: OTHER, quantity: 1 },
    ]);
    expect(added.ok).toBe(true);

    // The laptop logs out in turn: the tablet, which still names the first cart, arrives at the latest.
    await logOut((await commitSession(onLaptop)).split(';')[0]!);
    const onTablet = await getSession(requestWith(tablet), context);
    expect(onTablet.get('cartId')).toBe(await findSavedCartId(handle.db, (await customerIdOf(onTablet.get('cartId')!))!));
    const latest = await fetchCart(context.storefront, onTablet.get('cartId')!);
    expect(latest?.lines.map((line) => line.merchandise.id)).toEqual([FRAME, OTHER]);
  });

  it('lets no copy whose token the API no longer takes follow the cart, even one not listed as ended', async () => {
    const { cookie: phone, cartId } = await customerWithCart('revoked-copy@example.com', [{ merchandiseId: FRAME }]);
    const copy = await signIn('revoked-copy@example.com');
    // A password reset revokes every token at the API, without the shop listing them.
    const token = (await getSession(requestWith(copy), context)).get('accessToken')!;
    await context.storefront.query(CustomerAccessTokenDeleteMutation, { variables: { customerAccessToken: token } });
    await logOut(phone);
    const read = await getSession(requestWith(copy), context);
    expect(read.get('cartId')).toBe(cartId);
    expect((await fetchCart(context.storefront, cartId))?.lines).toEqual([]);
  });

  it('brings along what another device adds while the cart moves, before the old cart is emptied', async () => {
    const { cookie: phone, cartId } = await customerWithCart('adds-meanwhile@example.com', [{ merchandiseId: FRAME }]);
    const laptop = await signIn('adds-meanwhile@example.com');
    whenCartCreated = async () => {
      const request = requestWith(laptop);
      const session = await getSession(request, context);
      expect((await addToCart(await shopperCart(request, context, session), [{ merchandiseId: OTHER, quantity: 2 }])).ok).toBe(
        true,
      );
    };
    await logOut(phone);
    expect(whenCartCreated).toBeNull();
    expect((await fetchCart(context.storefront, cartId))?.lines).toEqual([]);
    const onLaptop = await getSession(requestWith(laptop), context);
    const moved = await fetchCart(context.storefront, onLaptop.get('cartId')!);
    expect(moved?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([
      [FRAME, 1],
      [OTHER, 2],
    ]);
  });
});
