import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../db/schema.ts';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const ids = (n: number) => Array.from({ length: n }, (_, i) => `gid://shopify/Product/${i + 1}`);
const cartCount = async () => (await h.handle.db.select({ n: count() }).from(carts))[0]!.n;
const refusal = (size: number, path: string[]) => ({
  message: `The input array size of ${size} is greater than the maximum allowed of 250.`,
  path,
  extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
});

describe('list inputs past the schema’s bound', () => {
  it('refuse nodes(ids:) past 250, as a variable or a literal, before anything runs', async () => {
    const query = 'query($ids: [ID!]!) { found: nodes(ids: $ids) { id } }';
    const within = await h.gql(query, { ids: ids(250) });
    expect(within.errors).toBeUndefined();
    expect(within.data.found).toHaveLength(250);

    const past = await h.gql(query, { ids: ids(251) });
    expect(past.data).toBeUndefined();
    expect(past.errors).toEqual([expect.objectContaining(refusal(251, ['found', 'ids']))]);

    const literal = await h.gql(`{ nodes(ids: ${JSON.stringify(ids(300))}) { id } }`);
    expect(literal.errors).toEqual([expect.objectContaining(refusal(300, ['nodes', 'ids']))]);
  });

  it('refuse a bounded list inside an input object, at any depth, and write nothing', async () => {
    const create = 'mutation($input: CartInput) { cartCreate(input: $input) { cart { id } } }';
    const line = { merchandiseId: 'gid://shopify/ProductVariant/1' };
    const attribute = { key: 'k', value: 'v' };
    const before = await cartCount();
    const tooManyLines = await h.gql(create, { input: { lines: Array.from({ length: 300 }, () => line) } });
    expect(tooManyLines.errors).toEqual([expect.objectContaining(refusal(300, ['cartCreate', 'input', 'lines']))]);
    const tooManyAttributes = await h.gql(create, {
      input: { lines: [line, { ...line, attributes: Array.from({ length: 251 }, () => attribute) }] },
    });
    expect(tooManyAttributes.errors).toEqual([
      expect.objectContaining(refusal(251, ['cartCreate', 'input', 'lines', '1', 'attributes'])),
    ]);
    const tooManyCodes = await h.gql(create, { input: { discountCodes: Array.from({ length: 251 }, (_, i) => `C${i}`) } });
    expect(tooManyCodes.errors).toEqual([expect.objectContaining(refusal(251, ['cartCreate', 'input', 'discountCodes']))]);
    expect(await cartCount()).toBe(before);

    const within = await h.gql(create, { input: { lines: [line], attributes: Array.from({ length: 250 }, () => attribute) } });
    expect(within.errors).toBeUndefined();
    expect(await cartCount()).toBe(before + 1);
  });
});
