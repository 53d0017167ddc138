/**
 * No oversell (issue 16): shoppers paying for the last unit at the same moment get exactly one
 * order; every other keeps their cart, told the item is no longer available. Carts holding the
 * same variants in other orders all pay (their stock rows are locked in one order: no deadlock). On PGlite (one
 * connection: the race is between requests interleaving in one process) and on PostgreSQL with
 * a pool of connections, where the checkouts really run in parallel and only the row lock and the
 * conditional stock update keep them apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connection.ts';
import { startPostgres, type PostgresServer } from '../../tests/support/postgres-server.ts';
import { createEngine } from '../index.ts';
import { graphqlClient, testEngineOptions, type Harness } from '../test/harness.ts';
import { cartWith, checkoutPost, SHIPPING_FORM, V } from '../test/shop.ts';

const LAST_UNIT = 8; // the fixture's Last Unit Shield: one unit in stock
const IN_STOCK = 10;
const SHOPPERS = 6;
const LENSES = [V(6), V(7)]; // the fixture's two powers of Daily Clear, 50 boxes each
const FORM = { ...SHIPPING_FORM, country: 'US', zip: '10001', city: 'New York', shippingMethod: 'international' };

async function harnessOn(handle: DatabaseHandle): Promise<Harness> {
  const engine = await createEngine(testEngineOptions(handle.db));
  return { engine, handle, gql: graphqlClient(engine), close: () => handle.close() };
}

function raceForTheLastUnit(harness: () => Harness) {
  it('sells the last unit once; every other shopper keeps the rest of their cart', async () => {
    const h = harness();
    const carts = await Promise.all(
      Array.from({ length: SHOPPERS }, () =>
        cartWith(h, [
          { merchandiseId: V(LAST_UNIT), quantity: 1 },
          { merchandiseId: V(IN_STOCK), quantity: 1 },
        ]),
      ),
    );
    const responses = await Promise.all(carts.map((cart) => h.engine.handle(checkoutPost(cart.checkoutUrl, FORM))));
    const statuses = responses.map((response) => response!.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);

    const stock = await h.gql(`{ nodes(ids: ["${V(LAST_UNIT)}"]) { ... on ProductVariant { quantityAvailable } } }`);
    expect(stock.data.nodes[0].quantityAvailable).toBe(0);
    for (const [i, response] of responses.entries()) {
      if (response!.status !== 409) continue;
      expect(await response!.text()).toContain('Sorry, Last Unit Shield is out of stock');
      const { data } = await h.gql('query C($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { quantity } } } }', {
        id: carts[i]!.id,
      });
      expect(data.cart.lines.nodes).toHaveLength(2);
    }
  });

  it('places every order when carts hold the same variants in other orders, at the same moment', async () => {
    const h = harness();
    const carts = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) =>
        cartWith(
          h,
          (i % 2 === 0 ? LENSES : [...LENSES].reverse()).map((merchandiseId) => ({ merchandiseId, quantity: 1 })),
        ),
      ),
    );
    const responses = await Promise.all(carts.map((cart) => h.engine.handle(checkoutPost(cart.checkoutUrl, FORM))));
    expect(responses.map((response) => response!.status)).toEqual(Array.from({ length: SHOPPERS }, () => 303));
    const stock = await h.gql(`{ nodes(ids: ${JSON.stringify(LENSES)}) { ... on ProductVariant { quantityAvailable } } }`);
    expect(stock.data.nodes.map((node: { quantityAvailable: number }) => node.quantityAvailable)).toEqual([
      50 - SHOPPERS,
      50 - SHOPPERS,
    ]);
  });

  it('lets a change racing the payment land in the order or be refused, never be lost in a paid cart', async () => {
    const h = harness();
    const lensStock = async () =>
      (await h.gql(`{ nodes(ids: ["${LENSES[0]}"]) { ... on ProductVariant { quantityAvailable } } }`)).data.nodes[0]
        .quantityAvailable as number;
    const before = await lensStock();
    const carts = await Promise.all(
      Array.from({ length: SHOPPERS }, () => cartWith(h, [{ merchandiseId: V(IN_STOCK), quantity: 1 }])),
    );
    const added = await Promise.all(
      carts.map(async (cart) => {
        const [, add] = await Promise.all([
          h.engine.handle(checkoutPost(cart.checkoutUrl, FORM)),
          h.gql(
            'mutation A($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } userErrors { code } } }',
            { id: cart.id, lines: [{ merchandiseId: LENSES[0], quantity: 1 }] },
          ),
        ]);
        const { cart: answered, userErrors } = add.data.cartLinesAdd;
        // Refused only as a cart that is gone (its order placed first).
        expect(answered === null ? userErrors : []).toEqual(answered === null ? [{ code: 'INVALID' }] : []);
        return answered !== null;
      }),
    );
    // Every add that was answered with the cart went into that cart's order, which took its unit.
    expect(before - (await lensStock())).toBe(added.filter(Boolean).length);
  });
}

describe('the last unit on PGlite', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnessOn(await openDatabase({ dataDir: 'memory://' }));
  });
  afterAll(() => h?.close());
  raceForTheLastUnit(() => h);
});

// Debian's PostgreSQL (.ci/run installs it), started in a temporary folder by the test.
describe('the last unit on PostgreSQL', () => {
  let h: Harness;
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    h = await harnessOn(await openDatabase({ databaseUrl: postgres.url, dataDir: 'unused' }));
  });
  afterAll(async () => {
    await h?.close();
    await postgres?.stop();
  });
  raceForTheLastUnit(() => h);
});
