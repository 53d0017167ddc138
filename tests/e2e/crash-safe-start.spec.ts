import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { createCustomer, findVariants, storefront, type SeedVariant } from './cart-helpers';
import { startBuiltServer, stopBuiltServer, type BuiltServer } from '../support/built-server';
import { SHIPPING_FORM } from '../../engine/test/shop';

/**
 * A crash-safe start (issue 16): the built shop on its embedded database is killed with SIGKILL
 * between checkout steps and while an order is being placed, then started again on the same data.
 * No cart and no order may be lost, and none may be written twice or by halves: the order and its
 * lines, the stock taken and the cart's completion are one transaction (engine/checkout/action.ts).
 * One cookie jar is the shopper's browser across the restarts (one SESSION_SECRET).
 */

let dataDir: string;
let server: BuiltServer | undefined;
let shopper: APIRequestContext | undefined;

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await shopper?.dispose();
  await stopBuiltServer(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The shop on the same data folder and port-free URL each time; the shopper's cookies carry over. */
async function start(): Promise<APIRequestContext> {
  server = await startBuiltServer({ DATA_DIR: dataDir });
  const state = shopper ? await shopper.storageState() : undefined;
  await shopper?.dispose();
  shopper = await playwrightRequest.newContext({ baseURL: server.url, storageState: state });
  return shopper;
}

async function crash(): Promise<APIRequestContext> {
  await stopBuiltServer(server, 'SIGKILL');
  return start();
}

interface Orders {
  customer: { orders: { nodes: { lineItems: { nodes: { quantity: number; variant: { id: string } | null }[] } }[] } };
}

async function ordersOf(api: APIRequestContext, token: string) {
  const data = await storefront<Orders>(
    api,
    `query($token: String!) { customer(customerAccessToken: $token) { orders(first: 10) { nodes { lineItems(first: 10) { nodes { quantity variant { id } } } } } } }`,
    { token },
  );
  return data.customer.orders.nodes.map((order) =>
    order.lineItems.nodes.map((line) => ({ id: line.variant?.id, quantity: line.quantity })),
  );
}

async function stockOf(api: APIRequestContext, variants: SeedVariant[]): Promise<number[]> {
  const data = await storefront<{ nodes: ({ quantityAvailable: number } | null)[] }>(
    api,
    `query($ids: [ID!]!) { nodes(ids: $ids) { ... on ProductVariant { quantityAvailable } } }`,
    { ids: variants.map((variant) => variant.id) },
  );
  return data.nodes.map((node) => node?.quantityAvailable ?? -1);
}

/** The cart as the shop's cart page shows it for the shopper's session: its lines and its item count. */
async function cartOnPage(api: APIRequestContext): Promise<{ lines: number; items: string | undefined }> {
  const response = await api.get('/cart');
  expect(response.status()).toBe(200);
  const html = await response.text();
  return {
    lines: html.match(/data-testid="cart-line"/g)?.length ?? 0,
    items: /data-testid="cart-count">([^<]*)</.exec(html)?.[1],
  };
}

const FULL_CART = { lines: 2, items: '3 items' };

test('killing the server between checkout steps and while placing the order loses no cart and no order', async () => {
  test.setTimeout(600_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-crash-'));
  let api = await start();
  const customer = await createCustomer(api);
  const { customerAccessTokenCreate } = await storefront<{
    customerAccessTokenCreate: { customerAccessToken: { accessToken: string } };
  }>(
    api,
    'mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
    { input: customer },
  );
  const token = customerAccessTokenCreate.customerAccessToken.accessToken;
  const variants = await findVariants(api, { count: 2, minStock: 10 });
  const quantities = [1, 2];
  const stockBefore = await stockOf(api, variants);

  // The customer's cart with two lines, through the shop's own forms (checking out needs a sign-in).
  expect((await api.post('/login', { form: customer, maxRedirects: 0 })).status()).toBe(302);
  for (const [index, variant] of variants.entries()) {
    const added = await api.post('/cart', {
      form: { intent: 'add', merchandiseId: variant.id, quantity: String(quantities[index]), redirectTo: '/cart' },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(302);
  }
  const handOff = await api.post('/cart/checkout', { form: {}, maxRedirects: 0 });
  const checkoutUrl = handOff.headers()['location']!;
  expect(checkoutUrl).toContain('/checkouts/');
  const checkout = new URL(checkoutUrl);
  const form = { ...SHIPPING_FORM, email: customer.email };
  const post = (fields: Record<string, string>) =>
    fetch(new URL(checkout.pathname + checkout.search, server!.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server!.url },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  // Between steps: the checkout page is open and its address typed in (not paid), then a crash.
  expect((await api.get(checkout.pathname + checkout.search)).status()).toBe(200);
  expect((await post({ ...form, intent: 'update' })).status).toBe(200);
  api = await crash();
  expect(await cartOnPage(api)).toEqual(FULL_CART);
  expect(await ordersOf(api, token)).toEqual([]);

  // While the order is being placed: the server dies with the payment in flight. Either the whole
  // order is there (lines, stock taken, cart completed) or none of it is, and the cart still is.
  void post({ ...form, intent: 'pay' }).catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 40));
  api = await crash();
  const afterCrash = await ordersOf(api, token);
  expect(afterCrash.length).toBeLessThanOrEqual(1);
  const expectedLines = variants
    .map((variant, index) => ({ id: variant.id, quantity: quantities[index] }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const sorted = (lines: { id: string | undefined; quantity: number }[]) =>
    [...lines].sort((a, b) => (a.id ?? '').localeCompare(b.id ?? ''));
  if (afterCrash.length === 1) {
    expect(sorted(afterCrash[0]!)).toEqual(expectedLines);
    expect(await stockOf(api, variants)).toEqual(stockBefore.map((stock, index) => stock - quantities[index]!));
  } else {
    expect(await cartOnPage(api)).toEqual(FULL_CART);
    expect(await stockOf(api, variants)).toEqual(stockBefore);
  }

  // The shopper pays (again, as a browser resubmits after an error), then the server dies at once.
  expect((await post({ ...form, intent: 'pay' })).status).toBe(303);
  api = await crash();
  const placed = await ordersOf(api, token);
  expect(placed).toHaveLength(1);
  expect(sorted(placed[0]!)).toEqual(expectedLines);
  expect(await stockOf(api, variants)).toEqual(stockBefore.map((stock, index) => stock - quantities[index]!));
  // Paying once more does not place a second order.
  expect((await post({ ...form, intent: 'pay' })).status).toBe(303);
  expect(await ordersOf(api, token)).toHaveLength(1);
});
