/**
 * A pair of glasses (a frame line and its lenses line, issue 11) changes quantity as one, and never
 * past its frame's stock: the API holds each line to its own stock, and lens packages have far more
 * than frames, so without that the lenses would outnumber the frames and be charged for.
 * Against the local engine and an in-memory database.
 */
import { createSession, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { fixtureCatalog } from '../../../engine/test/fixture-catalog';
import { graphqlClient, PUBLIC_URL, testEngineOptions } from '../../../engine/test/harness';
import { i18nFor } from '~/i18n/catalogs.server';
import { ATTRIBUTE } from '~/lib/prescription/attributes';
import { LENS_PRODUCT_TYPE } from '~/lib/prescription/lens-offer';
import type { SessionData, SessionFlash } from '../session.server';
import { engineStorefront } from '../storefront/engine-storefront';
import { cartText, createCart, fetchCart, type CartOutcome } from './cart-api.server';
import { startCheckout } from './checkout.server';
import { addToCart, changeQuantity, shopperCart } from './cart-session.server';
import { cartAfterSignIn } from './sign-in-cart.server';
import { CustomerAccessTokenCreateMutation, CustomerCreateMutation } from '../storefront/documents/customer';
import { variants } from '../../../engine/db/schema';
import { eq } from 'drizzle-orm';

let handle: DatabaseHandle;
let context: AppLoadContext;
let frameId: string;
let lensesId: string;

/** The test catalog with one lens package, in stock far beyond any frame, as the seeded ones are. */
function catalogWithLenses() {
  const catalog = fixtureCatalog();
  const [template] = catalog.products;
  catalog.products.push({
    ...template!,
    handle: 'lens-package',
    title: 'Lenses',
    productType: LENS_PRODUCT_TYPE,
    options: [],
    images: [],
    metafields: [],
    translations: {},
    variants: [
      { ...template!.variants[0]!, sku: 'LENS-150', selectedOptions: [], title: 'Default Title', quantityAvailable: 100_000 },
    ],
  });
  return catalog;
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db, { catalog: catalogWithLenses }));
  context = { db: handle.db, storefront: engineStorefront(engine), language: 'en' };
  const gql = graphqlClient(engine);
  const idOf = async (productHandle: string, sku: string) => {
    const { data } = await gql<{ product: { variants: { nodes: { id: string; sku: string }[] } } }>(
      `query($h: String!) { product(handle: $h) { variants(first: 10) { nodes { id sku } } } }`,
      { h: productHandle },
    );
    return data.product.variants.nodes.find((variant) => variant.sku === sku)!.id;
  };
  frameId = await idOf('aviator-classic', 'RB-AV-G58'); // 2 in stock
  lensesId = await idOf('lens-package', 'LENS-150');
}, 60_000);
afterAll(() => handle?.close());

async function pairInCart() {
  const tie = [{ key: ATTRIBUTE.pair, value: 'pair-1' }];
  const made = await createCart(context.storefront, {
    lines: [
      { merchandiseId: frameId, quantity: 1, attributes: tie },
      { merchandiseId: lensesId, quantity: 1, attributes: tie },
    ],
  });
  if (!made.ok) throw new Error(JSON.stringify(made.message));
  const session = createSession<SessionData, SessionFlash>();
  session.set('cartId', made.cart.id);
  const frameLine = made.cart.lines.find((line) => line.merchandise.id === frameId)!;
  return { shopper: await shopperCart(new Request(`${PUBLIC_URL}/cart`), context, session), frameLine };
}

/** The cart after a change that must have worked. */
function done(outcome: CartOutcome) {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.message));
  return outcome;
}

const quantities = (lines: readonly { quantity: number }[]) => lines.map((line) => line.quantity);

describe('a pair of glasses’ quantity', () => {
  it('goes no further than the frame’s stock, for the lenses too, and says so', async () => {
    const { shopper, frameLine } = await pairInCart();
    const changed = done(await changeQuantity(shopper, frameLine.id, 50));
    expect(quantities(changed.cart.lines)).toEqual([2, 2]);
    expect(changed.warnings.map((warning) => cartText(i18nFor('en'), warning))).toEqual([
      'Only 2 items are available; the quantity was adjusted.',
    ]);
  });

  it('changes both lines as asked within the stock, from the lenses line as from the frame', async () => {
    const { shopper, frameLine } = await pairInCart();
    const up = done(await changeQuantity(shopper, frameLine.id, 2));
    expect(quantities(up.cart.lines)).toEqual([2, 2]);
    expect(up.warnings).toEqual([]);
    const lensesLine = up.cart.lines.find((line) => line.id !== frameLine.id)!;
    expect(quantities(done(await changeQuantity(shopper, lensesLine.id, 1)).cart.lines)).toEqual([1, 1]);
  });
});

describe('a pair of glasses whose frame sold out since it was added', () => {
  it('goes out whole when its quantity changes, lenses too, and the shopper hears it sold out', async () => {
    const { shopper, frameLine } = await pairInCart();
    const frameRow = Number(frameId.split('/').pop());
    await handle.db.update(variants).set({ quantity: 0 }).where(eq(variants.id, frameRow));
    try {
      const changed = done(await changeQuantity(shopper, frameLine.id, 2));
      expect(changed.cart.lines).toEqual([]);
      expect(changed.warnings.map((warning) => cartText(i18nFor('en'), warning))).toEqual(['This product is sold out.']);
    } finally {
      await handle.db.update(variants).set({ quantity: 2 }).where(eq(variants.id, frameRow));
    }
  });
});

describe('two pairs on one frame', () => {
  it('share its stock: raising one goes no further than the other leaves, lenses too', async () => {
    const { shopper, frameLine } = await pairInCart(); // pair-1: one of the 2 frames
    const tie = [{ key: ATTRIBUTE.pair, value: 'pair-b' }];
    const both = done(
      await addToCart(shopper, [
        { merchandiseId: frameId, quantity: 1, attributes: tie },
        { merchandiseId: lensesId, quantity: 1, attributes: tie },
      ]),
    );
    expect(quantities(both.cart.lines)).toEqual([1, 1, 1, 1]);
    const raised = done(await changeQuantity(shopper, frameLine.id, 2));
    expect(quantities(raised.cart.lines)).toEqual([1, 1, 1, 1]);
    expect(raised.warnings.map((warning) => cartText(i18nFor('en'), warning))).toEqual([
      'Only 1 item is available; the quantity was adjusted.',
    ]);
  });
});

describe('a pair of glasses added', () => {
  it('is whole or not there: a frame whose stock the cart’s other pair holds leaves no lenses alone', async () => {
    const { shopper, frameLine } = await pairInCart();
    done(await changeQuantity(shopper, frameLine.id, 2)); // both frames in stock
    const pairId = 'pair-2';
    const tie = [{ key: ATTRIBUTE.pair, value: pairId }];
    const outcome = done(
      await addToCart(shopper, [
        { merchandiseId: frameId, quantity: 1, attributes: tie },
        { merchandiseId: lensesId, quantity: 1, attributes: tie },
      ]),
    );
    expect(outcome.cart.lines.filter((line) => line.attributes.some((attribute) => attribute.value === pairId))).toEqual([]);
    expect(quantities(outcome.cart.lines)).toEqual([2, 2]);
    expect(outcome.warnings.map((warning) => cartText(i18nFor('en'), warning))).toEqual(['This product is sold out.']);
  });
});

describe('a pair of glasses brought over at sign-in', () => {
  it('comes down to its frame’s stock, lenses too, when the frame sold down meanwhile, and says so', async () => {
    const { shopper, frameLine } = await pairInCart();
    const guestCartId = done(await changeQuantity(shopper, frameLine.id, 2)).cart.id;
    const session = createSession<SessionData, SessionFlash>();
    session.set('cartId', guestCartId);
    session.set('accessToken', await newCustomerToken('pair-sign-in@example.com'));
    session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
    // Another shopper buys one of the two frames before this one signs in.
    const frameRow = Number(frameId.split('/').pop());
    await handle.db.update(variants).set({ quantity: 1 }).where(eq(variants.id, frameRow));
    try {
      const cart = await cartAfterSignIn(session, context);
      expect(quantities(cart!.lines)).toEqual([1, 1]);
      expect(session.get('toasts')).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Only 1 item is available; the quantity was adjusted.' }),
      ]);
    } finally {
      await handle.db.update(variants).set({ quantity: 2 }).where(eq(variants.id, frameRow));
    }
  });
});

describe('a guest’s pair brought over at sign-in when the customer’s cart holds its frames', () => {
  it('is left out whole, lenses too, and the shopper hears it', async () => {
    const token = await newCustomerToken('pair-whole@example.com');
    const signIn = async (cartId: string) => {
      const session = createSession<SessionData, SessionFlash>();
      session.set('cartId', cartId);
      session.set('accessToken', token);
      session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
      return { session, cart: await cartAfterSignIn(session, context) };
    };
    // First the customer's own cart takes both frames in stock.
    const { shopper, frameLine } = await pairInCart();
    await signIn(done(await changeQuantity(shopper, frameLine.id, 2)).cart.id);
    // Then, as a guest elsewhere, another pair on the same frame.
    const tie = [{ key: ATTRIBUTE.pair, value: 'pair-guest' }];
    const guest = done(
      await createCart(context.storefront, {
        lines: [
          { merchandiseId: frameId, quantity: 1, attributes: tie },
          { merchandiseId: lensesId, quantity: 1, attributes: tie },
        ],
      }),
    );
    const { session, cart } = await signIn(guest.cart.id);
    expect(cart!.lines.filter((line) => line.attributes.some((attribute) => attribute.value === 'pair-guest'))).toEqual([]);
    expect(quantities(cart!.lines)).toEqual([2, 2]);
    expect(session.get('toasts')).toEqual([
      expect.objectContaining({ kind: 'error', message: expect.stringContaining('Sold out') }),
    ]);
  });
});

async function newCustomerToken(email: string): Promise<string> {
  const password = 'glasses-pass-1';
  await context.storefront.query(CustomerCreateMutation, { variables: { input: { email, password, firstName: 'Test' } } });
  const login = await context.storefront.query(CustomerAccessTokenCreateMutation, { variables: { input: { email, password } } });
  return login.customerAccessTokenCreate!.customerAccessToken!.accessToken;
}

/** What the cart says after CHECK OUT evened a pair, in the page's language. */
const EVENED = {
  en: 'The frame and the lenses of a pair of glasses in your cart differed in quantity: both now have the lower one. Check your cart, then check out.',
  ar: 'كانت كمية الإطار وكمية العدسات في إحدى النظارات في سلتك غير متساويتين، فصارت كلتاهما الكمية الأقل. راجع سلتك ثم أكمل الشراء.',
};

describe('a pair of glasses whose lines differ in quantity at CHECK OUT', () => {
  it.each(['en', 'ar'] as const)(
    'is evened to the lower before the shopper pays: the cart says so (%s), and the next CHECK OUT goes on',
    async (language) => {
      const tie = [{ key: ATTRIBUTE.pair, value: 'pair-uneven' }];
      const email = `pair-uneven-${language}@example.com`;
      const token = await newCustomerToken(email);
      // As a script changing one line without its partner leaves it: three lens packages on one frame.
      const made = done(
        await createCart(context.storefront, {
          lines: [
            { merchandiseId: frameId, quantity: 1, attributes: tie },
            { merchandiseId: lensesId, quantity: 3, attributes: tie },
          ],
          customerAccessToken: token,
        }),
      );
      const session = createSession<SessionData, SessionFlash>();
      session.set('cartId', made.cart.id);
      session.set('accessToken', token);
      session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
      session.set('user', { firstName: 'Rana', lastName: '', email });
      const checkOut = () =>
        startCheckout(new Request(`${PUBLIC_URL}/cart/checkout`, { method: 'POST' }), { ...context, language }, session);

      const held = await checkOut();
      expect(held.headers.get('Location')).toBe('/cart');
      expect(session.get('toasts')?.map((toast) => toast.message)).toEqual([EVENED[language]]);
      expect(quantities((await fetchCart(context.storefront, made.cart.id))!.lines)).toEqual([1, 1]);

      const paying = await checkOut();
      expect(paying.headers.get('Location')).toBe(session.get('checkoutUrl'));
    },
  );
});
