/**
 * The lens route's action leaves every toast of the outcome as a flash (local engine, in-memory
 * database): without JavaScript the page after the redirect must say both 'Added to cart' and what
 * became of 'Save this prescription' (kept, or refused at 20), not only the first.
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/connection';
import { variants } from '../../engine/db/schema';
import { createEngine } from '../../engine/index';
import { fixtureCatalogWithLenses } from '../../engine/test/fixture-catalog';
import { PUBLIC_URL, testEngineOptions } from '../../engine/test/harness';
import { i18nFor } from '~/i18n/catalogs.server';
import { asker } from '~/server/prescriptions/owner.server';
import { createSaved, listSaved, MAX_SAVED } from '~/server/prescriptions/saved.server';
import { commitSession, getSession } from '~/server/session.server';
import { CustomerAccessTokenCreateMutation, CustomerCreateMutation } from '~/server/storefront/documents/customer';
import { ProductQuery } from '~/server/storefront/documents/products';
import { engineStorefront } from '~/server/storefront/engine-storefront';
import * as lensRoute from './product.lenses';

process.env.SESSION_SECRET ??= 'lens-route-toasts-test-secret-0123456789abcdef';

const FRAME = 'cat-eye-luxe';
const ADDED = 'Added to cart successfully';
const KEPT = 'Your prescription is saved in My Prescriptions.';
const FULL = 'You can keep up to 20 saved prescriptions. Delete one you no longer use first.';

let handle: DatabaseHandle;
let context: AppLoadContext;
let frameVariant: string;
/** While set, the Storefront API answers every cartLinesAdd and cartCreate with a 503. */
let addsFailing = false;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db, { catalog: fixtureCatalogWithLenses }));
  context = {
    db: handle.db,
    storefront: engineStorefront(engine, async (init) =>
      addsFailing && /cartLinesAdd|cartCreate/.test(String(init?.body ?? ''))
        ? new Response('{"errors":[{"message":"down"}]}', { status: 503 })
        : undefined,
    ),
    language: 'en',
  };
  const { product } = await context.storefront.query(ProductQuery, { variables: { handle: FRAME } });
  frameVariant = product!.variants.nodes[0]!.id;
});
afterAll(() => handle?.close());

/** A new customer's session cookie and their customer id. */
async function signedIn(email: string): Promise<{ cookie: string; customerId: string }> {
  const password = 'glasses-pass-1';
  await context.storefront.query(CustomerCreateMutation, { variables: { input: { email, password, firstName: 'Test' } } });
  const login = await context.storefront.query(CustomerAccessTokenCreateMutation, { variables: { input: { email, password } } });
  const session = await getSession(new Request(PUBLIC_URL), context);
  session.set('accessToken', login.customerAccessTokenCreate!.customerAccessToken!.accessToken);
  session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
  const cookie = (await commitSession(session)).split(';')[0]!;
  const { customerId } = await asker(new Request(PUBLIC_URL, { headers: { Cookie: cookie } }), context);
  return { cookie, customerId: customerId! };
}

const ENTERED = {
  usage: 'single-vision',
  index: '1.50',
  coating: 'Anti-reflective',
  rx: 'enter',
  odSph: '-2.00',
  odCyl: '0.00',
  osSph: '-1.75',
  osCyl: '0.00',
  pdMode: 'single',
  pd: '63',
  date: '2025-09-14',
  saveRx: 'yes',
};

/** Posts the lens form as the page does (`redirectTo` without JavaScript) and reads the answer and the flash. */
async function post(cookie: string, extra: Record<string, string>) {
  const body = new URLSearchParams({ variant: frameVariant, ...ENTERED, ...extra });
  const request = new Request(`${PUBLIC_URL}/product/${FRAME}/lenses`, { method: 'POST', body, headers: { Cookie: cookie } });
  const answer = await lensRoute.action({ request, context, params: { handle: FRAME } } as never);
  const response =
    answer instanceof Response
      ? answer
      : Response.json((answer as { data: unknown }).data, (answer as { init?: ResponseInit }).init ?? {});
  const setCookie = response.headers.get('set-cookie');
  const flashed = setCookie
    ? ((await getSession(new Request(PUBLIC_URL, { headers: { Cookie: setCookie.split(';')[0]! } }), context)).get('toasts') ??
      [])
    : [];
  return { response, flashed };
}

describe('the lens action’s toasts', () => {
  it('flashes every toast without JavaScript: the pair is added and the prescription kept', async () => {
    const { cookie } = await signedIn('toasts.kept@example.com');
    const { response, flashed } = await post(cookie, { redirectTo: '/cart' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cart');
    expect(flashed.map((toast) => toast.message)).toEqual([ADDED, KEPT]);
  });

  it('flashes the refused save too when the customer keeps 20 already', async () => {
    const { cookie, customerId } = await signedIn('toasts.full@example.com');
    const values = { ...ENTERED, confirmOld: 'yes', confirmDifference: 'yes' };
    for (let i = 0; i < MAX_SAVED; i++) await createSaved(handle.db, i18nFor('en'), customerId, { ...values, name: `Rx ${i}` });
    const { response, flashed } = await post(cookie, { redirectTo: '/cart' });
    expect(response.status).toBe(302);
    expect(flashed).toEqual([
      expect.objectContaining({ kind: 'success', message: ADDED }),
      expect.objectContaining({ kind: 'error', message: FULL }),
    ]);
  });

  it('gives the answers back with the cart’s refusal, so the page without JavaScript shows them again', async () => {
    const { cookie } = await signedIn('toasts.refused@example.com');
    addsFailing = true;
    try {
      const { response } = await post(cookie, { redirectTo: '/cart' });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { ok: boolean; result: { ok: boolean }; values: Record<string, string> };
      expect(answer).toMatchObject({ ok: true, result: { ok: false } });
      expect(answer.values).toMatchObject({
        variant: frameVariant,
        usage: 'single-vision',
        odSph: '-2.00',
        pd: '63',
        date: '2025-09-14',
      });
    } finally {
      addsFailing = false;
    }
  });

  it('says a pair whose frame the cart already holds all of is sold out, not added, and keeps no prescription', async () => {
    const { cookie, customerId } = await signedIn('toasts.sold-out@example.com');
    const frameRow = Number(frameVariant.split('/').pop());
    const [stock] = await handle.db.select({ quantity: variants.quantity }).from(variants).where(eq(variants.id, frameRow));
    await handle.db.update(variants).set({ quantity: 1 }).where(eq(variants.id, frameRow));
    try {
      // The first pair takes the one frame left; the second finds none for its frame.
      const first = await post(cookie, {});
      const withCart = first.response.headers.get('set-cookie')!.split(';')[0]!;
      const { response } = await post(withCart, {});
      const { result } = (await response.json()) as { result: { ok: boolean; soldOut?: true; toasts: { message: string }[] } };
      expect(result).toMatchObject({ ok: true, soldOut: true });
      expect(result.toasts.map((toast) => toast.message)).toEqual(['This product is sold out.']);
      expect(await listSaved(handle.db, customerId)).toHaveLength(1);
    } finally {
      await handle.db.update(variants).set({ quantity: stock!.quantity }).where(eq(variants.id, frameRow));
    }
  });

  it('keeps the answers on the page without JavaScript when the pair sold out, and says so there, not later', async () => {
    const { cookie } = await signedIn('toasts.sold-out-nojs@example.com');
    const frameRow = Number(frameVariant.split('/').pop());
    const [stock] = await handle.db.select({ quantity: variants.quantity }).from(variants).where(eq(variants.id, frameRow));
    await handle.db.update(variants).set({ quantity: 1 }).where(eq(variants.id, frameRow));
    try {
      const first = await post(cookie, { redirectTo: '/cart' });
      const withCart = first.response.headers.get('set-cookie')!.split(';')[0]!;
      const { response, flashed } = await post(withCart, { redirectTo: '/cart' });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { result: { soldOut?: true }; values: Record<string, string> };
      expect(answer.result.soldOut).toBe(true);
      expect(answer.values).toMatchObject({ variant: frameVariant, odSph: '-2.00', pd: '63' });
      // Nothing flashed on top of what the first pair's redirect left for the cart page.
      expect(flashed).toEqual(first.flashed);
    } finally {
      await handle.db.update(variants).set({ quantity: stock!.quantity }).where(eq(variants.id, frameRow));
    }
  });

  it('gives the stepper the flashed toasts with the same ids, so none shows twice', async () => {
    const { cookie } = await signedIn('toasts.stepper@example.com');
    const { response, flashed } = await post(cookie, {});
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { toasts: { id: string; message: string }[] } };
    expect(result.toasts.map((toast) => toast.message)).toEqual([ADDED, KEPT]);
    expect(result.toasts.map((toast) => toast.id)).toEqual(flashed.map((toast) => toast.id));
    expect(new Set(result.toasts.map((toast) => toast.id)).size).toBe(2);
  });
});
