import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe('ids that name nothing', () => {
  it('answer null, as Shopify does, never an internal error', async () => {
    const { data, errors } = await h.gql(`{
      badEscape: node(id: "gid://shopify/Product/%E0") { id }
      loneEscape: product(id: "gid://shopify/Product/%") { id }
      cartEscape: cart(id: "gid://shopify/Cart/%?key=1") { id }
      pastInt32: node(id: "gid://shopify/Order/99999999999?key=x") { id }
    }`);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ badEscape: null, loneEscape: null, cartEscape: null, pastInt32: null });
  });
});
