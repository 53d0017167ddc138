import fs from 'node:fs';
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { schemaProblems } from '../support/openapi';
import { DEMO, PASSWORD, uniqueEmail } from './account-helpers';
import { findVariants, storefront } from './cart-helpers';
import { seededProducts } from './review-helpers';
import { shapeProblems, type Shape } from './shape';

/**
 * The JSON API's contract (SPEC §7, issue 17), through the real server: every /api/* route, each
 * answer checked field by field against the OpenAPI document (/api/openapi.json) and, for products,
 * against the Storefront product shape fixture that the shop's existing clients read.
 */
const PRODUCT_SHAPE = JSON.parse(
  fs.readFileSync(new URL('./fixtures/storefront-product.shape.json', import.meta.url), 'utf8'),
) as Shape;
const CLIENT_ORIGIN = `http://localhost:${process.env.E2E_CLIENT_PORT}`;

interface Money {
  amount: string;
  currencyCode: string;
}
interface ProductList {
  products: {
    id: string;
    handle: string;
    variants: { edges: { node: { priceV2: Money; selectedOptions: { name: string; value: string }[] } }[] };
    media: { edges: { node: { mediaContentType: string; sources?: { url: string; format: string }[] } }[] };
    metafields: { namespace: string; key: string; value: string; metavalue: { id: string; handle: string }[] }[];
  }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

async function signedIn(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('contract');
  const response = await request.post('/register', {
    form: { firstName: 'Rana', lastName: 'Test', email, password: PASSWORD, password_confirmation: PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  return { request, email };
}

async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const data = await storefront<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    request,
    'mutation T($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
    { input: { email, password } },
  );
  return data.customerAccessTokenCreate.customerAccessToken.accessToken;
}

test.describe('GET /api/products', () => {
  test('answers every product in the Storefront shape, gzipped, with an ETag and pageInfo', async ({ request }) => {
    const response = await request.get('/api/products');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['etag']).toMatch(/^"[\w-]+"$/);
    const body = (await response.json()) as ProductList;
    expect(body.products.length).toBeGreaterThan(150);
    expect(body.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    expect(schemaProblems('ProductList', body)).toEqual([]);
    for (const product of body.products) expect(shapeProblems(product, PRODUCT_SHAPE, product.handle)).toEqual([]);

    // What the SPEC's client reads on the shop page.
    const first = body.products[0]!;
    expect(first.variants.edges[0]!.node.priceV2).toEqual({ amount: expect.stringMatching(/^\d+\.\d+$/), currencyCode: 'AED' });
    const design = body.products.map((p) => p.metafields.find((m) => m.key === 'eyewear-frame-design')).find(Boolean)!;
    expect(design.metavalue[0]).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Metaobject\/\d+$/),
      handle: expect.any(String),
    });
    expect(JSON.parse(design.value)).toEqual(design.metavalue.map((m) => m.id));
    const video = body.products.flatMap((p) => p.media.edges).find((e) => e.node.mediaContentType === 'VIDEO')!;
    expect(video.node.sources!.map((s) => s.format)).toEqual(['mp4', 'webm']);
  });

  test('answers 304 while the list is unchanged', async ({ request }) => {
    const etag = (await request.get('/api/products')).headers()['etag']!;
    const again = await request.get('/api/products', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect((await request.get('/api/products', { headers: { 'If-None-Match': '"other"' } })).status()).toBe(200);
  });

  test('pages with first and after', async ({ request }) => {
    const all = ((await (await request.get('/api/products')).json()) as ProductList).products.map((p) => p.id);
    const first = (await (await request.get('/api/products?first=2')).json()) as ProductList;
    expect(first.products.map((p) => p.id)).toEqual(all.slice(0, 2));
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await request.get(`/api/products?first=3&after=${encodeURIComponent(first.pageInfo.endCursor!)}`);
    expect(next.headers()['etag']).toBeTruthy();
    const second = (await next.json()) as ProductList;
    expect(second.products.map((p) => p.id)).toEqual(all.slice(2, 5));
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(schemaProblems('ProductList', second)).toEqual([]);
  });

  test('prices the list in the shopper’s market', async ({ playwright, baseURL }) => {
    const shopper = await playwright.request.newContext({ baseURL });
    await shopper.post('/market', { form: { country: 'KW', redirectTo: '/' }, maxRedirects: 0 });
    const body = (await (await shopper.get('/api/products?first=1')).json()) as ProductList;
    expect(body.products[0]!.variants.edges[0]!.node.priceV2.currencyCode).toBe('KWD');
    await shopper.dispose();
  });

  test('refuses a bad first or after with a JSON error', async ({ request }) => {
    for (const query of ['first=0', 'first=251', 'first=two', 'first=2&after=not-a-cursor']) {
      const response = await request.get(`/api/products?${query}`);
      expect(response.status(), query).toBe(400);
      expect(schemaProblems('Error', await response.json())).toEqual([]);
    }
  });
});

test.describe('reviews', () => {
  test('GET, POST, PUT with updatedData and DELETE answer the SPEC §7 shapes', async ({ playwright, baseURL, request }) => {
    const { some } = await seededProducts(request);
    const listed = await request.get(`/api/reviews?product=${some}`);
    expect(schemaProblems('ReviewPage', await listed.json())).toEqual([]);

    const author = await signedIn(playwright, baseURL!);
    const created = await author.request.post('/api/reviews', {
      data: {
        title: 'Contract',
        review_body: 'Checked field by field.',
        rating: 4,
        product_handle: some,
        reviewer_email: '',
        reviewer_name: 'Rana T.',
      },
    });
    expect(created.status()).toBe(201);
    const review = (await created.json()) as { id: number };
    expect(schemaProblems('Review', review)).toEqual([]);

    const updated = await author.request.put(`/api/reviews/${review.id}`, {
      data: { updatedData: { rating: 3.5, title: 'Contract kept' } },
    });
    expect(updated.status()).toBe(200);
    expect(await updated.json()).toMatchObject({
      id: review.id,
      rating: 3.5,
      title: 'Contract kept',
      body: 'Checked field by field.',
    });
    const bare = await author.request.put(`/api/reviews/${review.id}`, { data: { review_body: 'Bare changes work too.' } });
    expect(((await bare.json()) as { body: string }).body).toBe('Bare changes work too.');

    const deleted = await author.request.delete(`/api/reviews/${review.id}`);
    expect(await deleted.json()).toEqual({ deleted: review.id });
    expect(schemaProblems('Error', await (await author.request.delete(`/api/reviews/${review.id}`)).json())).toEqual([]);
    await author.request.dispose();
  });

  test('a client that keeps the customer’s token may post with it as a bearer token', async ({
    playwright,
    baseURL,
    request,
  }) => {
    const { some } = await seededProducts(request);
    const { request: registered, email } = await signedIn(playwright, baseURL!);
    await registered.dispose();
    const token = await accessToken(request, email, PASSWORD);
    const cookieless = await playwright.request.newContext({ baseURL });
    const created = await cookieless.post('/api/reviews', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: 'By token', review_body: 'No cookie needed.', rating: 5, product_handle: some },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const forged = await cookieless.delete(`/api/reviews/${id}`, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(forged.status()).toBe(401);
    expect((await cookieless.delete(`/api/reviews/${id}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await cookieless.dispose();
  });
});

test.describe('POST /api/orders', () => {
  test('answers the customer’s orders for their token, and an empty list otherwise', async ({ request }) => {
    const token = await accessToken(request, DEMO.email, DEMO.password);
    const response = await request.post('/api/orders', { data: { customerAccessToken: token } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { orders: { fulfillmentStatus: string }[] };
    expect(schemaProblems('OrderList', body)).toEqual([]);
    expect(new Set(body.orders.map((o) => o.fulfillmentStatus))).toEqual(new Set(['FULFILLED', 'PROCESSING', 'UNFULFILLED']));
    const bad = await request.post('/api/orders', { data: { customerAccessToken: 'expired' } });
    expect(bad.status()).toBe(401);
    expect(await bad.json()).toEqual({ orders: [], error: { message: 'Please log in to see your orders.' } });
  });
});

test.describe('DELETE /api/customer/cart/delete/{cartId}', () => {
  test('deletes the customer’s own cart as { data }, and says why not as message', async ({ playwright, baseURL, request }) => {
    const anonymous = await request.delete('/api/customer/cart/delete/anything');
    expect(anonymous.status()).toBe(401);
    expect(schemaProblems('MessageError', await anonymous.json())).toEqual([]);

    const owner = await signedIn(playwright, baseURL!);
    const [variant] = await findVariants(request, { minStock: 2 });
    expect(
      (
        await owner.request.post('/cart', {
          form: { intent: 'add', merchandiseId: variant!.id, quantity: '1', redirectTo: '/cart' },
          maxRedirects: 0,
        })
      ).status(),
    ).toBe(302);
    const checkout = await owner.request.post('/cart/checkout', { maxRedirects: 0 });
    const cartId = /\/checkouts\/cn\/([A-Za-z0-9_-]+)/.exec(checkout.headers()['location'] ?? '')?.[1];
    expect(cartId).toBeTruthy();
    const foreign = await owner.request.delete('/api/customer/cart/delete/someone-elses');
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toEqual({ message: 'Cart not found.', error: { message: 'Cart not found.' } });
    const own = await owner.request.delete(`/api/customer/cart/delete/${cartId}`);
    expect(own.status()).toBe(200);
    expect(await own.json()).toEqual({ data: { cartId: expect.any(String), deleted: true } });
    await owner.request.dispose();
  });
});

test.describe('the API from another origin', () => {
  test('gives a listed origin CORS with credentials and the pre-flight, and others nothing', async ({ request }) => {
    const listed = await request.get('/api/products?first=1', { headers: { Origin: CLIENT_ORIGIN } });
    expect(listed.headers()['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(listed.headers()['access-control-allow-credentials']).toBe('true');
    const preflight = await request.fetch('/api/reviews', {
      method: 'OPTIONS',
      headers: {
        Origin: CLIENT_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-methods']).toContain('POST');
    const other = await request.get('/api/products?first=1', { headers: { Origin: 'http://elsewhere.example' } });
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();
    const refused = await request.post('/api/reviews', { headers: { Origin: 'http://elsewhere.example' }, data: {} });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: { message: 'This request came from another site and was refused. Please try again from the shop.' },
    });
    const arabic = await request.post('/ar/api/reviews', { headers: { Origin: 'http://elsewhere.example' }, data: {} });
    expect(((await arabic.json()) as { error: { message: string } }).error.message).toMatch(/^رُفض هذا الطلب/);
  });

  test('serves the OpenAPI document', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/reviews',
        '/api/reviews/{id}',
        '/api/orders',
        '/api/customer/cart/delete/{cartId}',
      ]),
    );
  });
});
