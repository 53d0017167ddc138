/**
 * Issue 15: a cart id must not expose its customer. An attacker who knows a cart id (their own
 * guest cart, planted in the victim's browser as a cookie) must learn nothing about the customer
 * who signs in or registers with that cart: the guest cart is merged into a cart of the
 * customer's own, never adopted, and the engine shows a cart's customer only to their token.
 */
import { eq } from 'drizzle-orm';
import { createSession, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { variants } from '../../../engine/db/schema';
import { createEngine } from '../../../engine/index';
import { testEngineOptions } from '../../../engine/test/harness';
import { commitSession, getSession, type SessionData, type SessionFlash } from '../session.server';
import { flashToast } from '../toast.server';
import { cartBadge } from './cart-badge.server';
import { engineStorefront } from '../storefront/engine-storefront';
import { graphql } from '../storefront/graphql';
import { CustomerAccessTokenCreateMutation, CustomerCreateMutation } from '../storefront/documents/customer';
import { createCart, fetchCart } from './cart-api.server';
import { startCheckout } from './checkout.server';
import { currentCart, shopperCart } from './cart-session.server';
import { findSavedCartId, saveCart, savedCartOwner } from './saved-cart.server';
import { guestCartClaims } from '../db/guest-cart-claims';
import { bringOverGuestLines, cartAfterSignIn } from './sign-in-cart.server';

/** What an attacker asks with nothing but a cart id and the public token. */
const CartOwnerQuery = graphql(`
  query CartOwner($id: ID!) {
    cart(id: $id) {
      buyerIdentity {
        email
        phone
        customer {
          email
          phone
          addresses(first: 5) {
            nodes {
              address1
            }
          }
        }
      }
    }
  }
`);

let handle: DatabaseHandle;
let context: AppLoadContext;
/** A cart id whose reads the Storefront API fails with a 503, as when it is down or overloaded. */
let unreadable: string | null = null;
/** While set, lines are added to carts but the answer is lost on the way back (the connection drops after the work). */
let losingAddAnswers = false;
/** While set, runs once the next add has gone through, before its answer is lost: what happens meanwhile elsewhere. */
let meanwhileAfterAdd: (() => Promise<void>) | null = null;
const DOWN = () => new Response('{"errors":[{"message":"down"}]}', { status: 503 });
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db));
  const storefront = engineStorefront(engine, async (init, engineAnswer) => {
    const body = String(init?.body ?? '');
    if (unreadable && body.includes(unreadable)) return DOWN();
    if (!losingAddAnswers || !body.includes('cartLinesAdd')) return undefined;
    await engineAnswer();
    const meanwhile = meanwhileAfterAdd;
    meanwhileAfterAdd = null;
    await meanwhile?.();
    throw new TypeError('fetch failed');
  });
  context = { db: handle.db, storefront, language: 'en' };
});
afterAll(() => handle?.close());

async function newCustomer(email: string): Promise<{ id: string; token: string }> {
  const password = 'victim-pass-1';
  const created = await context.storefront.query(CustomerCreateMutation, {
    variables: { input: { email, password, firstName: 'Rana' } },
  });
  const login = await context.storefront.query(CustomerAccessTokenCreateMutation, { variables: { input: { email, password } } });
  return { id: created.customerCreate!.customer!.id, token: login.customerAccessTokenCreate!.customerAccessToken!.accessToken };
}

/**
 * A session signed in with `token` that still names the guest cart: as `cartId`, as a sign-in
 * finds it, or as `guestCartId`, as a sign-in leaves it when its lines could not come over yet.
 */
function signedInSession(token: string, guestCartId: string, as: 'cartId' | 'guestCartId' = 'cartId') {
  const session = createSession<SessionData, SessionFlash>();
  session.set(as, guestCartId);
  session.set('accessToken', token);
  session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
  return session;
}

/** A cart holding `quantities` (by variant id): a guest's, or a customer's with their token. */
async function cartHolding(quantities: Record<string, number>, customerAccessToken?: string) {
  const made = await createCart(context.storefront, {
    lines: Object.entries(quantities).map(([merchandiseId, quantity]) => ({ merchandiseId, quantity })),
    ...(customerAccessToken ? { customerAccessToken } : {}),
  });
  if (!made.ok) throw new Error(JSON.stringify(made.message));
  return made.cart;
}

/** What cart `id` holds, by variant id. */
async function quantitiesIn(id: string) {
  const cart = await fetchCart(context.storefront, id);
  return Object.fromEntries(cart!.lines.map((line) => [line.merchandise.id, line.quantity]));
}

describe('a planted guest cart at sign-in', () => {
  it('is merged into the customer’s own cart and tells its holder nothing about them', async () => {
    // The attacker's own guest cart, whose id they keep.
    const planted = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
    });
    if (!planted.ok) throw new Error(JSON.stringify(planted.message));

    // The victim registers (or logs in) in a browser that carries the attacker's session cookie.
    const victim = await newCustomer('victim@example.com');
    const session = signedInSession(victim.token, planted.cart.id);
    const cart = await cartAfterSignIn(session, context);

    expect(cart?.id).not.toBe(planted.cart.id);
    expect(cart?.buyerIdentity.customer?.id).toBe(victim.id);
    expect(cart?.lines.map((line) => line.merchandise.id)).toEqual(['gid://shopify/ProductVariant/1']);
    expect(session.get('cartId')).toBe(cart?.id);
    expect(await findSavedCartId(context.db, victim.id)).toBe(cart?.id);
    expect(await savedCartOwner(context.db, planted.cart.id)).toBeNull();

    // The attacker's cart id answers without the victim, and so does the victim's own cart id.
    for (const id of [planted.cart.id, cart!.id]) {
      const { cart: seen } = await context.storefront.query(CartOwnerQuery, { variables: { id } });
      expect(seen?.buyerIdentity).toEqual({ email: null, phone: null, customer: null });
    }
  });
});

describe('a sign-in while the API fails', () => {
  it('keeps the guest cart waiting, never as the session’s cart, and brings its lines over on a later page', async () => {
    const guest = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 2 }],
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));
    const customer = await newCustomer('slow-api@example.com');
    const session = signedInSession(customer.token, guest.cart.id);

    unreadable = guest.cart.id;
    try {
      expect(await cartAfterSignIn(session, context)).toBeNull();
    } finally {
      unreadable = null;
    }
    expect(session.get('cartId')).toBeUndefined();
    expect(session.get('guestCartId')).toBe(guest.cart.id);

    // The next page that reads the cart brings the lines over, into a cart of the customer's own.
    expect(await bringOverGuestLines(session, context)).toBe(true);
    const cartId = session.get('cartId');
    expect(cartId).toBeDefined();
    expect(cartId).not.toBe(guest.cart.id);
    expect(session.get('guestCartId')).toBeUndefined();
    const cart = await fetchCart(context.storefront, cartId!);
    expect(cart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([['gid://shopify/ProductVariant/2', 2]]);
    expect(await findSavedCartId(context.db, customer.id)).toBe(cartId);
    // Once over, they are not brought over again.
    expect(await bringOverGuestLines(session, context)).toBe(false);
  });

  it('brings the lines over once when the loaders of one page each ask with their own copy of the session', async () => {
    const guest = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));
    const customer = await newCustomer('two-loaders@example.com');
    const copy = () => signedInSession(customer.token, guest.cart.id, 'guestCartId');
    const badge = copy();
    const page = copy();
    expect(await Promise.all([bringOverGuestLines(badge, context), bringOverGuestLines(page, context)])).toEqual([true, true]);
    expect(badge.get('cartId')).toBeDefined();
    expect(page.get('cartId')).toBe(badge.get('cartId'));
    const cart = await fetchCart(context.storefront, badge.get('cartId')!);
    expect(cart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([['gid://shopify/ProductVariant/1', 1]]);
  });

  it('on /cart, the header and the page share one session: the toast the header showed does not come again', async () => {
    const guest = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));
    const customer = await newCustomer('one-session@example.com');
    const signedIn = await getSession(new Request('http://shop.test/login'), context);
    signedIn.set('guestCartId', guest.cart.id);
    signedIn.set('accessToken', customer.token);
    signedIn.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
    flashToast(signedIn, { kind: 'success', message: 'Logged in successfully!' });
    const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;
    const request = new Request('http://shop.test/cart', { headers: { Cookie: cookieOf(await commitSession(signedIn)) } });

    // As root.tsx and routes/cart.tsx do, at once, for one request; each commits what it changed.
    const header = async () => {
      const session = await getSession(request, context);
      expect(session.get('toasts')?.map((toast) => toast.message)).toEqual(['Logged in successfully!']);
      expect((await cartBadge(request, context, session)).sessionChanged).toBe(true);
      return commitSession(session);
    };
    const page = async () => {
      const session = await getSession(request, context);
      expect((await currentCart(await shopperCart(request, context, session))).sessionChanged).toBe(true);
      return commitSession(session);
    };
    const cookies = await Promise.all([header(), page()]);

    // The browser keeps the last Set-Cookie: the toast is gone and the customer's cart is named.
    const next = await getSession(new Request('http://shop.test/', { headers: { Cookie: cookieOf(cookies.at(-1)!) } }), context);
    expect(next.get('toasts')).toBeUndefined();
    expect(next.get('guestCartId')).toBeUndefined();
    const cart = await fetchCart(context.storefront, next.get('cartId')!);
    expect(cart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([['gid://shopify/ProductVariant/1', 1]]);
  });
});

describe('a guest line whose variant sold out before it reached the customer’s cart', () => {
  const KEPT = 'gid://shopify/ProductVariant/1';
  const SOLD_OUT = 'gid://shopify/ProductVariant/2';

  /** A signed-in session that still names the guest cart, as a sign-in does before putting the carts together. */
  async function signedInWith(guestCartId: string, email: string, language: 'en' | 'ar') {
    const customer = await newCustomer(email);
    return { session: signedInSession(customer.token, guestCartId), context: { ...context, language } };
  }

  /** Runs `during` with variant `id` sold out (another shopper bought the last unit), then restocks it. */
  async function soldOut(id: number, during: () => Promise<void>) {
    const [before] = await handle.db.select({ quantity: variants.quantity }).from(variants).where(eq(variants.id, id));
    await handle.db.update(variants).set({ quantity: 0 }).where(eq(variants.id, id));
    try {
      await during();
    } finally {
      await handle.db.update(variants).set({ quantity: before!.quantity }).where(eq(variants.id, id));
    }
  }

  async function guestCart(...merchandiseIds: string[]) {
    const guest = await createCart(context.storefront, {
      lines: merchandiseIds.map((merchandiseId) => ({ merchandiseId, quantity: 1 })),
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));
    expect(guest.cart.lines).toHaveLength(merchandiseIds.length);
    return guest.cart;
  }

  it('is left out, the other lines come over, and the shopper is told which product', async () => {
    const guest = await guestCart(KEPT, SOLD_OUT);
    const title = guest.lines.find((line) => line.merchandise.id === SOLD_OUT)!.merchandise.product.title;
    const { session, context: english } = await signedInWith(guest.id, 'sold-out@example.com', 'en');
    await soldOut(2, async () => {
      const cart = await cartAfterSignIn(session, english);
      expect(cart?.lines.map((line) => line.merchandise.id)).toEqual([KEPT]);
    });
    expect(session.get('toasts')).toEqual([
      expect.objectContaining({ kind: 'error', message: `Sold out, so no longer in your cart: ${title}` }),
    ]);
  });

  it('is said in Arabic to a shopper of the Arabic shop', async () => {
    const guest = await guestCart(KEPT, SOLD_OUT);
    const { session, context: arabic } = await signedInWith(guest.id, 'sold-out-ar@example.com', 'ar');
    await soldOut(2, () => cartAfterSignIn(session, arabic).then(() => undefined));
    expect(session.get('toasts')?.[0]?.message).toMatch(/^نفدت الكمية، فلم يعد في سلتك: \S/);
  });

  it('is said once when the loaders of one page, sharing its session, bring the lines over together', async () => {
    const guest = await guestCart(KEPT, SOLD_OUT);
    const { session, context: english } = await signedInWith(guest.id, 'sold-out-once@example.com', 'en');
    session.unset('cartId');
    session.set('guestCartId', guest.id);
    await soldOut(2, async () => {
      expect(await Promise.all([bringOverGuestLines(session, english), bringOverGuestLines(session, english)])).toEqual([
        true,
        true,
      ]);
    });
    expect(session.get('toasts')?.map((toast) => toast.message)).toEqual([
      expect.stringMatching(/^Sold out, so no longer in your cart: /),
    ]);
  });

  it('says nothing when every line came over', async () => {
    const guest = await guestCart(KEPT);
    const { session, context: english } = await signedInWith(guest.id, 'all-over@example.com', 'en');
    const cart = await cartAfterSignIn(session, english);
    expect(cart?.lines).toHaveLength(1);
    expect(session.get('toasts')).toBeUndefined();
  });
});

describe('an add of the guest’s lines whose answer is lost', () => {
  it('is not made again by the next page: each line is in the customer’s cart once', async () => {
    const [kept, added] = ['gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/2'];
    const customer = await newCustomer('lost-answer@example.com');
    const own = await createCart(context.storefront, {
      lines: [{ merchandiseId: kept, quantity: 1 }],
      customerAccessToken: customer.token,
    });
    if (!own.ok) throw new Error(JSON.stringify(own.message));
    await saveCart(handle.db, customer.id, own.cart.id);
    const guest = await createCart(context.storefront, {
      lines: [
        { merchandiseId: kept, quantity: 1 },
        { merchandiseId: added, quantity: 2 },
      ],
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));
    const session = signedInSession(customer.token, guest.cart.id);

    losingAddAnswers = true;
    try {
      await cartAfterSignIn(session, context);
    } finally {
      losingAddAnswers = false;
    }
    // As far as the shop knows, the lines did not come over: the guest cart waits.
    expect(session.get('guestCartId')).toBe(guest.cart.id);

    expect(await bringOverGuestLines(session, context)).toBe(true);
    expect(session.get('guestCartId')).toBeUndefined();
    expect(session.get('guestLinesBefore')).toBeUndefined();
    const cart = await fetchCart(context.storefront, own.cart.id);
    const quantities = Object.fromEntries(cart!.lines.map((line) => [line.merchandise.id, line.quantity]));
    expect(quantities).toEqual({ [kept]: 2, [added]: 2 });
  });
});

describe('two sign-ins at once with one guest cart (two tabs, a double submit without JavaScript)', () => {
  it('bring the guest’s lines into the customer’s saved cart once, and both sessions name that cart', async () => {
    const customer = await newCustomer('double-submit@example.com');
    const own = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 1 }],
      customerAccessToken: customer.token,
    });
    if (!own.ok) throw new Error(JSON.stringify(own.message));
    await saveCart(handle.db, customer.id, own.cart.id);
    const guest = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));

    const tabs = [signedInSession(customer.token, guest.cart.id), signedInSession(customer.token, guest.cart.id)];
    await Promise.all(tabs.map((tab) => cartAfterSignIn(tab, context)));

    expect(tabs.map((tab) => tab.get('cartId'))).toEqual([own.cart.id, own.cart.id]);
    expect(tabs.map((tab) => tab.get('guestCartId'))).toEqual([undefined, undefined]);
    const cart = await fetchCart(context.storefront, own.cart.id);
    const quantities = Object.fromEntries(cart!.lines.map((line) => [line.merchandise.id, line.quantity]));
    expect(quantities).toEqual({ 'gid://shopify/ProductVariant/1': 1, 'gid://shopify/ProductVariant/2': 1 });
  });

  it('with no saved cart, end in one new cart holding the lines once, the one saved for the customer', async () => {
    const customer = await newCustomer('double-submit-new@example.com');
    const guest = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 1 }],
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));

    const tabs = [signedInSession(customer.token, guest.cart.id), signedInSession(customer.token, guest.cart.id)];
    await Promise.all(tabs.map((tab) => cartAfterSignIn(tab, context)));

    const saved = await findSavedCartId(handle.db, customer.id);
    expect(tabs.map((tab) => tab.get('cartId'))).toEqual([saved, saved]);
    const cart = await fetchCart(context.storefront, saved!);
    expect(cart?.lines.map((line) => [line.merchandise.id, line.quantity])).toEqual([['gid://shopify/ProductVariant/2', 1]]);
  });

  it('after an add whose answer was lost in one tab, the other tab does not add the lines again', async () => {
    const [kept, added] = ['gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/2'];
    const customer = await newCustomer('lost-answer-two-tabs@example.com');
    const own = await cartHolding({ [kept]: 1 }, customer.token);
    await saveCart(handle.db, customer.id, own.id);
    const guest = await cartHolding({ [kept]: 1, [added]: 2 });

    losingAddAnswers = true;
    try {
      await cartAfterSignIn(signedInSession(customer.token, guest.id), context);
    } finally {
      losingAddAnswers = false;
    }
    // The other tab's session knows nothing of the lost answer; the claim on the guest cart does.
    const other = signedInSession(customer.token, guest.id);
    expect((await cartAfterSignIn(other, context))?.id).toBe(own.id);
    expect(other.get('guestCartId')).toBeUndefined();
    expect(await quantitiesIn(own.id)).toEqual({ [kept]: 2, [added]: 2 });
  });

  it('a request slower than its lease: the one that takes the claim over does not add the lines again, nor does the slow one after', async () => {
    const [kept, added] = ['gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/2'];
    const customer = await newCustomer('slow-claim@example.com');
    const own = await cartHolding({ [kept]: 1 }, customer.token);
    await saveCart(handle.db, customer.id, own.id);
    const guest = await cartHolding({ [kept]: 1, [added]: 2 });

    // The first sign-in's add goes through, then it stalls past its lease (as if its instance died)
    // while another tab signs in and takes the claim over.
    const slow = signedInSession(customer.token, guest.id);
    const other = signedInSession(customer.token, guest.id);
    losingAddAnswers = true;
    meanwhileAfterAdd = async () => {
      await handle.db
        .update(guestCartClaims)
        .set({ claimedAt: new Date(Date.now() - 61_000) })
        .where(eq(guestCartClaims.guestCartId, guest.id));
      expect((await cartAfterSignIn(other, context))?.id).toBe(own.id);
    };
    try {
      await cartAfterSignIn(slow, context);
    } finally {
      losingAddAnswers = false;
    }
    expect(other.get('guestCartId')).toBeUndefined();
    expect(await quantitiesIn(own.id)).toEqual({ [kept]: 2, [added]: 2 });

    // The slow one's answer was lost; it could not end the claim it no longer held, and its next page takes the cart.
    expect(slow.get('guestCartId')).toBe(guest.id);
    expect(await bringOverGuestLines(slow, context)).toBe(true);
    expect(slow.get('guestCartId')).toBeUndefined();
    expect(slow.get('cartId')).toBe(own.id);
    expect(await quantitiesIn(own.id)).toEqual({ [kept]: 2, [added]: 2 });
  });

  it('a claim whose request died leaves the shopper their saved cart, and is taken over once its lease is out', async () => {
    const [saved, waiting] = ['gid://shopify/ProductVariant/2', 'gid://shopify/ProductVariant/1'];
    const customer = await newCustomer('died-claim@example.com');
    const own = await cartHolding({ [saved]: 1 }, customer.token);
    await saveCart(handle.db, customer.id, own.id);
    const guest = await cartHolding({ [waiting]: 1 });
    // Claimed by a request that never ended it (its instance restarted mid-sign-in).
    await handle.db.insert(guestCartClaims).values({ guestCartId: guest.id, customerId: customer.id });

    // Signed in from Kuwait: the saved cart it is given meanwhile is priced there too.
    const session = signedInSession(customer.token, guest.id);
    const meanwhile = await cartAfterSignIn(session, context, 'KW');
    expect(meanwhile?.id).toBe(own.id);
    expect(meanwhile?.cost.totalAmount.currencyCode).toBe('KWD');
    expect(session.get('cartId')).toBe(own.id);
    expect(session.get('guestCartId')).toBe(guest.id);

    // A minute on, the next page brings the lines over.
    await handle.db
      .update(guestCartClaims)
      .set({ claimedAt: new Date(Date.now() - 61_000) })
      .where(eq(guestCartClaims.guestCartId, guest.id));
    expect(await bringOverGuestLines(session, context)).toBe(true);
    expect(session.get('guestCartId')).toBeUndefined();
    expect(await quantitiesIn(own.id)).toEqual({ [saved]: 1, [waiting]: 1 });
  });

  it('a guest cart already brought to one customer brings nothing to another, and shows them nothing of the first', async () => {
    const guest = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));
    const first = await newCustomer('first-holder@example.com');
    const firstCart = await cartAfterSignIn(signedInSession(first.token, guest.cart.id), context);
    expect(firstCart?.lines).toHaveLength(1);

    const second = await newCustomer('second-holder@example.com');
    const session = signedInSession(second.token, guest.cart.id);
    const secondCart = await cartAfterSignIn(session, context);
    expect(secondCart?.id).not.toBe(firstCart?.id);
    expect(secondCart?.lines).toEqual([]);
    expect(session.get('guestCartId')).toBeUndefined();
  });
});

describe('checking out while lines from before sign-in still wait to come over', () => {
  it('stays on the cart and says so, then goes to the checkout with every line once they are in', async () => {
    const guest = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 1 }],
    });
    if (!guest.ok) throw new Error(JSON.stringify(guest.message));
    const customer = await newCustomer('waiting-checkout@example.com');
    const own = await createCart(context.storefront, {
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }],
      customerAccessToken: customer.token,
    });
    if (!own.ok) throw new Error(JSON.stringify(own.message));
    // Restored at sign-in, while the guest's lines could not yet be brought over.
    await saveCart(handle.db, customer.id, own.cart.id);
    const session = signedInSession(customer.token, guest.cart.id, 'guestCartId');
    session.set('user', { firstName: 'Rana', lastName: '', email: 'waiting-checkout@example.com' });
    session.set('cartId', own.cart.id);
    const request = () => new Request('http://localhost/cart/checkout', { method: 'POST' });

    unreadable = guest.cart.id;
    try {
      const held = await startCheckout(request(), context, session);
      expect(held.headers.get('Location')).toBe('/cart');
      expect(session.get('toasts')?.map((toast) => toast.message)).toEqual([
        'Your cart is still being updated. Please try again in a moment.',
      ]);
    } finally {
      unreadable = null;
    }

    const going = await startCheckout(request(), context, session);
    expect(going.headers.get('Location')).toMatch(/\/checkouts\//);
    const cart = await fetchCart(context.storefront, session.get('cartId')!);
    expect(cart?.lines.map((line) => line.merchandise.id).sort()).toEqual([
      'gid://shopify/ProductVariant/1',
      'gid://shopify/ProductVariant/2',
    ]);
  });
});
