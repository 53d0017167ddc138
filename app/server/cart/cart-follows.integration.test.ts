/**
 * The cart that follows the customer, against the real engine on a file-backed database that is
 * closed and opened again in between, as a server restart does: the saved cart id (project table)
 * and the cart itself (engine tables) both survive, and signing in on another device restores the
 * cart and merges that device's guest lines into it. A guest cart is never adopted as it is: its
 * lines go into a cart of the customer's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSession, type AppLoadContext } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { testEngineOptions } from '../../../engine/test/harness';
import type { SessionData, SessionFlash, ShopSession } from '../session.server';
import { engineStorefront } from '../storefront/engine-storefront';
import { CustomerAccessTokenCreateMutation, CustomerCreateMutation } from '../storefront/documents/customer';
import { cartText, createCart, fetchCart } from './cart-api.server';
import { findSavedCartId } from './saved-cart.server';
import { cartAfterSignIn } from './sign-in-cart.server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-cart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function start(): Promise<{ handle: DatabaseHandle; context: AppLoadContext }> {
  const handle = await openDatabase({ dataDir });
  const engine = await createEngine(testEngineOptions(handle.db));
  const storefront = engineStorefront(engine);
  return { handle, context: { db: handle.db, storefront, language: 'en' } };
}

/** A device's session: signed in with `token`, holding the guest cart `cartId`. */
function deviceSession(token: string, cartId: string): ShopSession {
  const session = createSession<SessionData, SessionFlash>();
  session.set('accessToken', token);
  session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
  session.set('user', { firstName: 'Mona', lastName: 'Saeed', email: 'mona@example.com' });
  session.set('cartId', cartId);
  return session;
}

const VARIANT_A = 'gid://shopify/ProductVariant/1';
const VARIANT_B = 'gid://shopify/ProductVariant/2';

describe('the cart that follows the customer', () => {
  it('survives a restart and merges another device’s guest cart on sign-in', { timeout: 120_000 }, async () => {
    let customerId: string;
    let token: string;
    let savedCartId: string;

    const first = await start();
    try {
      const { storefront } = first.context;
      const created = await storefront.query(CustomerCreateMutation, {
        variables: { input: { email: 'mona@example.com', password: 'secret-123', firstName: 'Mona', lastName: 'Saeed' } },
      });
      customerId = created.customerCreate!.customer!.id;
      const login = await storefront.query(CustomerAccessTokenCreateMutation, {
        variables: { input: { email: 'mona@example.com', password: 'secret-123' } },
      });
      token = login.customerAccessTokenCreate!.customerAccessToken!.accessToken;

      // Device 1: a guest cart, then sign-in: a cart of the customer's own takes the guest's lines.
      const guest = await createCart(storefront, { lines: [{ merchandiseId: VARIANT_A, quantity: 2 }] });
      if (!guest.ok) throw new Error(cartText(i18nFor('en'), guest.message));
      const session = deviceSession(token, guest.cart.id);
      const cart = await cartAfterSignIn(session, first.context);
      expect(cart?.id).not.toBe(guest.cart.id);
      expect(cart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([[VARIANT_A, 2]]);
      expect(cart?.buyerIdentity.customer?.id).toBe(customerId);
      expect(session.get('cartId')).toBe(cart?.id);
      expect(await findSavedCartId(first.context.db, customerId)).toBe(cart?.id);
      savedCartId = cart!.id;
    } finally {
      await first.handle.close();
    }

    // The restart: a new process opens the same database.
    const second = await start();
    try {
      expect(await findSavedCartId(second.context.db, customerId)).toBe(savedCartId);
      const restored = await fetchCart(second.context.storefront, savedCartId);
      expect(restored?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([[VARIANT_A, 2]]);

      // Device 2: its own guest cart; signing in restores the saved cart with the guest line merged in.
      const guest = await createCart(second.context.storefront, { lines: [{ merchandiseId: VARIANT_B, quantity: 1 }] });
      if (!guest.ok) throw new Error(cartText(i18nFor('en'), guest.message));
      const session = deviceSession(token, guest.cart.id);
      const cart = await cartAfterSignIn(session, second.context);
      expect(cart?.id).toBe(savedCartId);
      expect(session.get('cartId')).toBe(savedCartId);
      expect(new Map(cart?.lines.map((line) => [line.merchandise.id, line.quantity]))).toEqual(
        new Map([
          [VARIANT_A, 2],
          [VARIANT_B, 1],
        ]),
      );
    } finally {
      await second.handle.close();
    }
  });
});
