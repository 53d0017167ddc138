/**
 * The cart follows the shopper's market: chosen in the header, or the one they sign in from. Its
 * currency is then the one the shop shows, on the cart page and at checkout. Against the local
 * engine and an in-memory database.
 */
import { createSession, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { graphqlClient, PUBLIC_URL, testEngineOptions } from '../../../engine/test/harness';
import type { SessionData, SessionFlash } from '../session.server';
import { engineStorefront } from '../storefront/engine-storefront';
import { CustomerAccessTokenCreateMutation, CustomerCreateMutation } from '../storefront/documents/customer';
import { createCart, fetchCart } from './cart-api.server';
import { moveCartToMarket, shopperCart } from './cart-session.server';
import { cartAfterSignIn } from './sign-in-cart.server';

let handle: DatabaseHandle;
let context: AppLoadContext;
let variantId: string;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db));
  context = { db: handle.db, storefront: engineStorefront(engine), language: 'en' };
  const { data } = await graphqlClient(engine)<{ product: { variants: { nodes: { id: string }[] } } }>(
    `{ product(handle: "aviator-classic") { variants(first: 1) { nodes { id } } } }`,
  );
  variantId = data.product.variants.nodes[0]!.id;
}, 60_000);
afterAll(() => handle?.close());

/** The cart's currency as it stands, read without a market of the reader's own. */
async function currencyOf(cartId: string) {
  return (await fetchCart(context.storefront, cartId))!.cost.totalAmount.currencyCode;
}

describe('the cart’s market', () => {
  it('follows the market the shopper chooses', async () => {
    const made = await createCart(context.storefront, { lines: [{ merchandiseId: variantId, quantity: 1 }] }, { country: 'AE' });
    if (!made.ok) throw new Error('no cart');
    expect(await currencyOf(made.cart.id)).toBe('AED');
    const session = createSession<SessionData, SessionFlash>();
    session.set('cartId', made.cart.id);
    await moveCartToMarket(await shopperCart(new Request(`${PUBLIC_URL}/market`), context, session), 'KW');
    expect(await currencyOf(made.cart.id)).toBe('KWD');
    expect(session.get('cartId')).toBe(made.cart.id);
  });

  it('is the one the customer signs in from, for a new cart and for the saved one', async () => {
    const email = 'market-sign-in@example.com';
    const password = 'market-pass-1';
    await context.storefront.query(CustomerCreateMutation, { variables: { input: { email, password, firstName: 'Noor' } } });
    const login = await context.storefront.query(CustomerAccessTokenCreateMutation, {
      variables: { input: { email, password } },
    });
    const signIn = async (country: 'SA' | 'US') => {
      const session = createSession<SessionData, SessionFlash>();
      session.set('accessToken', login.customerAccessTokenCreate!.customerAccessToken!.accessToken);
      session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
      return cartAfterSignIn(session, context, country);
    };
    const created = await signIn('SA');
    expect(await currencyOf(created!.id)).toBe('SAR');
    const restored = await signIn('US');
    expect(restored!.id).toBe(created!.id);
    expect(await currencyOf(restored!.id)).toBe('USD');
  });
});
