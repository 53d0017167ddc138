/** Data written through the engine survives closing and reopening a file-backed database. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { createEngine } from './index.ts';
import { graphqlClient, testEngineOptions } from './test/harness.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nazzara-engine-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('persistence', () => {
  // Two PGlite starts on disk take a while on slow machines.
  it('keeps customers, tokens and carts across a restart without reseeding', { timeout: 120_000 }, async () => {
    const first = await openDatabase({ dataDir });
    let cartId: string;
    let token: string;
    try {
      const gql = graphqlClient(await createEngine(testEngineOptions(first.db)));
      await gql('mutation { customerCreate(input: { email: "keep@example.com", password: "secret1" }) { customer { id } } }');
      const login = await gql(
        'mutation { customerAccessTokenCreate(input: { email: "keep@example.com", password: "secret1" }) { customerAccessToken { accessToken } } }',
      );
      token = login.data.customerAccessTokenCreate.customerAccessToken.accessToken;
      const cart = await gql(
        'mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 2 }] }) { cart { id } } }',
      );
      cartId = cart.data.cartCreate.cart.id;
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir });
    try {
      // A catalog that throws proves the second start does not seed again.
      const engine = await createEngine(
        testEngineOptions(second.db, {
          catalog: () => {
            throw new Error('must not reseed');
          },
        }),
      );
      const gql = graphqlClient(engine);
      const { data } = await gql(
        'query Q($t: String!, $c: ID!) { customer(customerAccessToken: $t) { email } cart(id: $c) { totalQuantity } products(first: 1) { nodes { id } } }',
        {
          t: token,
          c: cartId,
        },
      );
      expect(data).toEqual({
        customer: { email: 'keep@example.com' },
        cart: { totalQuantity: 2 },
        products: { nodes: [{ id: 'gid://shopify/Product/1' }] },
      });
    } finally {
      await second.close();
    }
  });
});
