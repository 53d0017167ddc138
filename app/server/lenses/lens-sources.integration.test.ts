/**
 * Issue 11: the 'Select lenses' post with an uploaded or a saved prescription, through the lens
 * route's action against the local engine and an in-memory database. The server reads the upload
 * and the saved prescription again for the shopper asking: someone else's or an unknown id gets
 * 400 with a field error and nothing reaches the cart; a ticked 'Save this prescription' keeps it.
 */
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connection';
import { createEngine } from '../../../engine/index';
import { PUBLIC_URL, testEngineOptions } from '../../../engine/test/harness';
import { fixtureCatalogWithLenses } from '../../../engine/test/fixture-catalog';
import * as filesRoute from '../../routes/api.prescription-files';
import * as savedRoute from '../../routes/api.prescriptions';
import * as lensRoute from '../../routes/product.lenses';
import { fetchCart } from '../cart/cart-api.server';
import { commitSession, getSession } from '../session.server';
import { engineStorefront } from '../storefront/engine-storefront';
import { ProductQuery } from '../storefront/documents/products';
import { CustomerAccessTokenCreateMutation, CustomerCreateMutation } from '../storefront/documents/customer';

process.env.SESSION_SECRET ??= 'lens-sources-integration-test-secret-0123456789';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const FRAME = 'cat-eye-luxe';

let handle: DatabaseHandle;
let context: AppLoadContext;
let frameVariant: string;
let rana: string;
let omar: string;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const engine = await createEngine(testEngineOptions(handle.db, { catalog: fixtureCatalogWithLenses }));
  const storefront = engineStorefront(engine);
  context = { db: handle.db, storefront, language: 'en' };
  const { product } = await storefront.query(ProductQuery, { variables: { handle: FRAME } });
  frameVariant = product!.variants.nodes[0]!.id;
  rana = await signedInCookie('rana.lenses@example.com');
  omar = await signedInCookie('omar.lenses@example.com');
});
afterAll(() => handle?.close());

async function signedInCookie(email: string): Promise<string> {
  const password = 'glasses-pass-1';
  await context.storefront.query(CustomerCreateMutation, { variables: { input: { email, password, firstName: 'Test' } } });
  const login = await context.storefront.query(CustomerAccessTokenCreateMutation, { variables: { input: { email, password } } });
  const session = await getSession(new Request(PUBLIC_URL), context);
  session.set('accessToken', login.customerAccessTokenCreate!.customerAccessToken!.accessToken);
  session.set('accessTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
  return (await commitSession(session)).split(';')[0]!;
}

async function answer(result: unknown): Promise<Response> {
  if (result instanceof Response) return result;
  const { data, init } = result as { data: unknown; init?: ResponseInit };
  return Response.json(data, init ?? {});
}

const headers = (cookie: string | undefined, extra: Record<string, string> = {}) => ({
  ...extra,
  ...(cookie ? { Cookie: cookie } : {}),
});

async function uploadPng(cookie: string | undefined): Promise<{ id: string; cookie: string | undefined }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'rx.png');
  const request = new Request(`${PUBLIC_URL}/api/prescription-files`, {
    method: 'POST',
    body: form,
    headers: headers(cookie, { Accept: 'application/json' }),
  });
  const response = await answer(await filesRoute.action({ request, context, params: {} } as never));
  expect(response.status).toBe(201);
  const setCookie = response.headers.get('set-cookie');
  return {
    id: ((await response.json()) as { file: { id: string } }).file.id,
    cookie: setCookie ? setCookie.split(';')[0] : cookie,
  };
}

async function savePrescription(cookie: string, body: unknown): Promise<string> {
  const request = new Request(`${PUBLIC_URL}/api/prescriptions`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: headers(cookie, { 'Content-Type': 'application/json' }),
  });
  const response = await answer(await savedRoute.action({ request, context, params: {} } as never));
  expect(response.status).toBe(201);
  return ((await response.json()) as { prescription: { id: string } }).prescription.id;
}

async function savedNames(cookie: string): Promise<string[]> {
  const request = new Request(`${PUBLIC_URL}/api/prescriptions`, { headers: headers(cookie) });
  const response = await answer(await savedRoute.loader({ request, context, params: {} } as never));
  return ((await response.json()) as { prescriptions: { name: string }[] }).prescriptions.map((rx) => rx.name);
}

interface LensAnswer {
  status: number;
  body: { ok: boolean; errors?: Record<string, string>; result?: { ok: boolean; toasts: { message: string }[] } };
  /** The lines of the cart the answer's session points to ([] when it set none). */
  lines: () => Promise<
    { merchandise: { product: { productType: string } }; attributes: { key: string; value: string | null }[] }[]
  >;
}

async function addPair(cookie: string | undefined, values: Record<string, string>): Promise<LensAnswer> {
  const body = new URLSearchParams({
    variant: frameVariant,
    usage: 'single-vision',
    index: '1.50',
    coating: 'Anti-reflective',
    ...values,
  });
  const request = new Request(`${PUBLIC_URL}/product/${FRAME}/lenses`, { method: 'POST', body, headers: headers(cookie) });
  const response = await answer(await lensRoute.action({ request, context, params: { handle: FRAME } } as never));
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    body: (await response.json()) as LensAnswer['body'],
    lines: async () => {
      if (!setCookie) return [];
      const cartId = (await getSession(new Request(PUBLIC_URL, { headers: { Cookie: setCookie.split(';')[0]! } }), context)).get(
        'cartId',
      );
      return cartId ? ((await fetchCart(context.storefront, cartId))?.lines ?? []) : [];
    },
  };
}

const lensAttributes = async (added: LensAnswer) => {
  const lens = (await added.lines()).find((line) => line.merchandise.product.productType === 'Lenses');
  return Object.fromEntries((lens?.attributes ?? []).map((a) => [a.key, a.value]));
};

const RX = {
  date: '2025-10-01',
  right: { sph: -1.5, cyl: -0.5, axis: 90 },
  left: { sph: -1.25 },
  pd: { kind: 'single', value: 62 },
};

describe('an uploaded prescription on a pair of glasses', () => {
  it('puts the shopper’s own upload on the lens line by its id', async () => {
    const { id } = await uploadPng(rana);
    const added = await addPair(rana, { rx: 'upload', uploadId: id });
    expect(added.status).toBe(200);
    expect(added.body.result?.ok).toBe(true);
    expect(await lensAttributes(added)).toMatchObject({ Prescription: 'Uploaded file: rx.png', _upload_id: id });
  });

  it('works for a guest with the upload of their own session', async () => {
    const { id, cookie } = await uploadPng(undefined);
    const added = await addPair(cookie, { rx: 'upload', uploadId: id });
    expect(added.status).toBe(200);
    expect(await lensAttributes(added)).toMatchObject({ _upload_id: id });
  });

  it('refuses another customer’s upload, an unknown id and none at all: 400, nothing in the cart', async () => {
    const { id: omarsFile } = await uploadPng(omar);
    for (const values of [{ uploadId: omarsFile }, { uploadId: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, {}] as Record<
      string,
      string
    >[]) {
      const refused = await addPair(rana, { rx: 'upload', ...values });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.upload).toEqual(expect.any(String));
      expect(await refused.lines()).toEqual([]);
    }
    // A guest with another's file id: the same.
    const guest = await addPair(undefined, { rx: 'upload', uploadId: omarsFile });
    expect(guest.status).toBe(400);
  });
});

describe('a saved prescription on a pair of glasses', () => {
  it('reads the customer’s own saved prescription again and puts its values on the line', async () => {
    const id = await savePrescription(omar, { name: 'Omar 2025', ...RX });
    // Values sent along with the id are not taken: the server reads the saved ones.
    const added = await addPair(omar, { rx: 'saved', savedId: id, odSph: '-9.00', pd: '80' });
    expect(added.status).toBe(200);
    expect(await lensAttributes(added)).toMatchObject({
      Prescription: 'Saved prescription: Omar 2025',
      'Right eye (OD)': 'SPH −1.50 CYL −0.50 AXIS 90',
      'Left eye (OS)': 'SPH −1.25',
      PD: '62',
      _prescription_id: id,
    });
  });

  it('refuses another customer’s saved prescription, an unknown id and a guest: 400, nothing in the cart', async () => {
    const omars = await savePrescription(omar, { name: 'Omar spare', ...RX });
    for (const [cookie, savedId] of [
      [rana, omars],
      [rana, 'no-such-id'],
      [undefined, omars],
    ] as const) {
      const refused = await addPair(cookie, { rx: 'saved', savedId });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.saved).toEqual(expect.any(String));
      expect(await refused.lines()).toEqual([]);
    }
  });
});

describe('Save this prescription', () => {
  const ENTERED = {
    rx: 'enter',
    odSph: '-2.00',
    odCyl: '0.00',
    osSph: '-1.75',
    osCyl: '0.00',
    pdMode: 'single',
    pd: '63',
    date: '2025-09-14',
  };

  it('keeps an entered prescription in the customer’s My Prescriptions when the pair is added', async () => {
    const before = await savedNames(rana);
    const added = await addPair(rana, { ...ENTERED, saveRx: 'yes' });
    expect(added.status).toBe(200);
    expect(added.body.result?.toasts.map((toast) => toast.message)).toContain('Your prescription is saved in My Prescriptions.');
    expect(await savedNames(rana)).toEqual([...before, 'Prescription of 14 Sept 2025']);
  });

  it('refuses the tick from a guest: 400, nothing in the cart', async () => {
    const refused = await addPair(undefined, { ...ENTERED, saveRx: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.saveRx).toBe('Sign in to save your prescription.');
    expect(await refused.lines()).toEqual([]);
  });
});
