/** The soak's judgement of a cart: units lost, or left out because they sold out meanwhile. */
import { expect, it } from 'vitest';
import { describeUnits, lostVariants } from './cart-check.ts';

const v = (n: number) => `gid://shopify/ProductVariant/${n}`;

it('counts units by variant: one variant in two lines is the order’s one line', () => {
  expect(
    describeUnits([
      { variantId: v(9), quantity: 1 },
      { variantId: v(3), quantity: 2 },
      { variantId: v(9), quantity: 1 },
    ]),
  ).toBe(
    describeUnits([
      { variantId: v(3), quantity: 2 },
      { variantId: v(9), quantity: 2 },
    ]),
  );
  expect(describeUnits([{ variantId: v(3), quantity: 1 }])).not.toBe(describeUnits([{ variantId: v(3), quantity: 2 }]));
});

it('a unit gone while its variant is still in stock is lost; one whose variant sold out is not', () => {
  const seen = [
    { variantId: v(1), quantity: 1 },
    { variantId: v(2), quantity: 2 },
    { variantId: v(3), quantity: 1 },
  ];
  const now = [{ variantId: v(2), quantity: 1 }];
  const stock = new Map([
    [v(1), 5],
    [v(2), 1],
    [v(3), 0],
  ]);
  // 1: gone though 5 are left. 2: lowered to the 1 left. 3: sold out.
  expect(lostVariants(seen, now, stock)).toEqual({ lost: [v(1)], soldOut: 2 });
  expect(lostVariants(seen, [...seen, { variantId: v(4), quantity: 1 }], stock)).toEqual({ lost: [], soldOut: 0 });
});
