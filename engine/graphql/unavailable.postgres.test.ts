import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connection.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server.ts';
import { startTcpSwitch, type TcpSwitch } from '../../tests/support/tcp-switch.ts';
import { createEngine } from '../index.ts';
import { graphqlClient, testEngineOptions, type Harness } from '../test/harness.ts';
import { cartWith, checkoutPost, SHIPPING_FORM, V } from '../test/shop.ts';

/**
 * PostgreSQL going away under a running engine (issue 16), through a switch on the wire: the
 * engine answers 503 SERVICE_UNAVAILABLE with Retry-After (the shop shows its 503 page), and
 * answers again by itself once the database is back, on new connections of the same pool.
 */
let postgres: PostgresServer;
let wire: TcpSwitch;
let handle: DatabaseHandle;
let h: Harness;

beforeAll(async () => {
  // The engine logs each failure it answers 503; these are the test's own.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  postgres = await startPostgres();
  wire = await startTcpSwitch(Number(new URL(postgres.url).port));
  const url = new URL(postgres.url);
  url.port = String(wire.port);
  handle = await openDatabase({ databaseUrl: url.href, dataDir: 'unused', timeouts: { connectMs: 1000, statementMs: 1000 } });
  const engine = await createEngine(testEngineOptions(handle.db));
  h = { engine, handle, gql: graphqlClient(engine), close: () => handle.close() } as Harness;
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await wire?.close();
  await postgres?.stop();
});

const CART = 'query C($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { quantity } } } }';

describe('a database that cannot be reached', () => {
  it('is answered 503 SERVICE_UNAVAILABLE with Retry-After, naming nothing internal, then recovers without a restart', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(1), quantity: 2 }]);

    wire.cut();
    const refused = await h.gql(CART, { id: cart.id });
    expect(refused.status).toBe(503);
    expect(refused.errors).toEqual([
      { message: 'Service unavailable. Please try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
    ]);
    expect(JSON.stringify(refused)).not.toMatch(/postgres|ECONN|CONNECT|127\.0\.0\.1/i);
    expect(isDatabaseUnavailable(await handle.db.execute(sql`select 1`).catch((error: unknown) => error))).toBe(true);

    wire.restore();
    // Pooled connections that died with the wire fail once each as they are found closed, then
    // are opened anew: within a few requests the same cart answers, with no restart.
    await expect.poll(async () => (await h.gql(CART, { id: cart.id })).status, { timeout: 10_000, interval: 100 }).toBe(200);
    const back = await h.gql<{ cart: { lines: { nodes: { quantity: number }[] } } }>(CART, { id: cart.id });
    expect(back.data.cart.lines.nodes).toEqual([{ quantity: 2 }]);
  });

  it('answers the hosted checkout 503 with Retry-After, in the shopper’s language, and places the order once it is back', async () => {
    const cart = await cartWith(h, [{ merchandiseId: V(1), quantity: 1 }]);
    const arabic = `${cart.checkoutUrl}${cart.checkoutUrl.includes('?') ? '&' : '?'}locale=ar`;

    wire.cut();
    const refused = (await h.engine.handle(checkoutPost(cart.checkoutUrl, SHIPPING_FORM)))!;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    const page = await refused.text();
    expect(page).toContain('Checkout is unavailable');
    expect(page).not.toMatch(/postgres|ECONN|CONNECTION_|Failed query/i);
    expect(await (await h.engine.handle(new Request(arabic)))!.text()).toContain('إتمام الشراء غير متاح');

    wire.restore();
    await expect
      .poll(async () => (await h.engine.handle(checkoutPost(cart.checkoutUrl, SHIPPING_FORM)))!.status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(303);
    const { data } = await h.gql('query C($id: ID!) { cart(id: $id) { id } }', { id: cart.id });
    expect(data.cart).toBeNull();
  });

  it('counts a statement past DATABASE_STATEMENT_TIMEOUT_MS as unavailable, not as a bug', async () => {
    const error = await handle.db.execute(sql`select pg_sleep(3)`).catch((failure: unknown) => failure);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
