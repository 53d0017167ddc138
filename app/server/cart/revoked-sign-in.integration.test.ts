/**
 * A customer's token revoked elsewhere (a logout from another copy of the session, a password
 * reset) before it expired: the cart's calls that carry it end the sign-in instead of failing for
 * good. Against the local engine and an in-memory database.
 */
import { createSession, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/connection';
import { PUBLIC_URL } from '../../../engine/test/harness';
import { isSignedIn, type SessionData, type SessionFlash } from '../session.server';
import { engineShop } from '../storefront/engine-storefront';
import {
  CustomerAccessTokenCreateMutation,
  CustomerAccessTokenDeleteMutation,
  CustomerCreateMutation,
} from '../storefront/documents/customer';
import { createCart, fetchCart } from './cart-api.server';
import { addToCart, moveCartToMarket, shopperCart } from './cart-session.server';
import { startCheckout } from './checkout.server';

let handle: DatabaseHandle;
let context: AppLoadContext;
const LINE = { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 };

beforeAll(async () => {
  ({ handle, context } = await engineShop());
}, 60_000);
afterAll(() => handle?.close());

/** A signed-in session whose token has just been revoked, with the session's cart if given. */
async function revokedSession(email: string, cartOf?: (token: string) => Promise<string>) {
  const password = 'revoked-pass-1';
  await context.storefront.query(CustomerCreateMutation, { variables: { input: { email, password, firstName: 'Rana' } } });
  const login = await context.storefront.query(CustomerAccessTokenCreateMutation, { variables: { input: { email, password } } });
  const token = login.customerAccessTokenCreate!.customerAccessToken!.accessToken;
  const session = createSession<SessionData, SessionFlash>();
  session.set('accessToken', token);
  session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
  session.set('user', { firstName: 'Rana', lastName: '', email });
  if (cartOf) session.set('cartId', await cartOf(token));
  await context.storefront.query(CustomerAccessTokenDeleteMutation, { variables: { customerAccessToken: token } });
  return session;
}

async function linkedCart(token: string) {
  const made = await createCart(context.storefront, { lines: [LINE], customerAccessToken: token });
  if (!made.ok) throw new Error(JSON.stringify(made.message));
  return made.cart.id;
}

describe('a sign-in whose token was revoked elsewhere', () => {
  it('ends at the first add without a cart, and the add goes in as a guest’s', async () => {
    const session = await revokedSession('revoked-add@example.com');
    const added = await addToCart(await shopperCart(new Request(`${PUBLIC_URL}/cart`), context, session), [LINE]);
    expect(added.ok).toBe(true);
    expect(isSignedIn(session)).toBe(false);
    // The next protected page says why it asks to sign in again.
    expect(session.get('signInExpired')).toBe(true);
    const cart = await fetchCart(context.storefront, session.get('cartId')!);
    expect(cart?.lines.map((line) => line.merchandise.id)).toEqual([LINE.merchandiseId]);
  });

  it('ends when the cart follows another market, leaving the customer’s cart as it was', async () => {
    const session = await revokedSession('revoked-market@example.com', linkedCart);
    const cartId = session.get('cartId')!;
    await moveCartToMarket(await shopperCart(new Request(`${PUBLIC_URL}/market`), context, session), 'US');
    expect(isSignedIn(session)).toBe(false);
    expect(session.get('cartId')).toBeUndefined();
    expect((await fetchCart(context.storefront, cartId))?.lines).toHaveLength(1);
  });

  it('sends the shopper at checkout to sign in again, then back to the cart', async () => {
    const session = await revokedSession('revoked-checkout@example.com', linkedCart);
    const request = new Request(`${PUBLIC_URL}/cart/checkout`, { method: 'POST' });
    const answer = await startCheckout(request, context, session).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/login');
    expect(session.get('redirectAfterLogin')).toBe('/cart');
    expect(isSignedIn(session)).toBe(false);
  });
});
