/**
 * Issue 14: a page's loaders that run together (the header's badge and /cart) read the cart once
 * in a GET, against the local engine and an in-memory database; a later read, and any read of a
 * POST, asks the Storefront API again so that it sees what changed.
 */
import { createSession, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine, type Engine } from '../../../engine/index';
import { PUBLIC_URL, testEngineOptions } from '../../../engine/test/harness';
import type { SessionData, SessionFlash } from '../session.server';
import { engineStorefront } from '../storefront/engine-storefront';
import { addLines, createCart } from './cart-api.server';
import { currentCart, shopperCart } from './cart-session.server';

let handle: DatabaseHandle;
let engine: Engine;
let cartReads = 0;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  engine = await createEngine(testEngineOptions(handle.db));
}, 60_000);
afterAll(() => handle?.close());
beforeEach(() => {
  cartReads = 0;
});

/** A request's load context, as server.ts makes one per request, whose Storefront API counts cart reads. */
function requestContext(): AppLoadContext {
  const storefront = engineStorefront(engine, (init) => {
    if (/query Cart\b/.test(String(init?.body ?? ''))) cartReads++;
    return undefined;
  });
  return { db: handle.db, storefront, language: 'en' };
}

async function newCart(context: AppLoadContext): Promise<string> {
  const made = await createCart(context.storefront, {
    lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
  });
  if (!made.ok) throw new Error(JSON.stringify(made.message));
  return made.cart.id;
}

/** One loader's view: its own copy of the session, as each loader reads the cookie itself. */
async function loaderCart(request: Request, context: AppLoadContext, cartId: string) {
  const session = createSession<SessionData, SessionFlash>();
  session.set('cartId', cartId);
  return currentCart(await shopperCart(request, context, session));
}

describe('the cart read by a page’s loaders', () => {
  it('is read once when two loaders of one GET ask together', async () => {
    const context = requestContext();
    const cartId = await newCart(context);
    const request = new Request(`${PUBLIC_URL}/cart`);
    const [badge, page] = await Promise.all([loaderCart(request, context, cartId), loaderCart(request, context, cartId)]);
    expect(cartReads).toBe(1);
    expect(badge.cart?.totalQuantity).toBe(1);
    expect(page.cart).toEqual(badge.cart);
  });

  it('is read again once the first read is over, and sees what changed in between', async () => {
    const context = requestContext();
    const cartId = await newCart(context);
    const request = new Request(`${PUBLIC_URL}/cart`);
    expect((await loaderCart(request, context, cartId)).cart?.totalQuantity).toBe(1);
    await addLines(context.storefront, cartId, [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2 }]);
    expect((await loaderCart(request, context, cartId)).cart?.totalQuantity).toBe(3);
    expect(cartReads).toBe(2);
  });

  it('is read by each loader of a POST, whose action may have changed it', async () => {
    const context = requestContext();
    const cartId = await newCart(context);
    const request = new Request(`${PUBLIC_URL}/cart`, { method: 'POST' });
    await Promise.all([loaderCart(request, context, cartId), loaderCart(request, context, cartId)]);
    expect(cartReads).toBe(2);
  });

  it('is not shared between requests', async () => {
    const one = requestContext();
    const cartId = await newCart(one);
    const other = requestContext();
    await Promise.all([
      loaderCart(new Request(`${PUBLIC_URL}/cart`), one, cartId),
      loaderCart(new Request(`${PUBLIC_URL}/`), other, cartId),
    ]);
    expect(cartReads).toBe(2);
  });
});
