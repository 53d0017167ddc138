import type { CartView } from './cart-api.server';

/** A cart line's identity: the API keeps one line per merchandise and attributes. */
export const lineKey = (line: CartView['lines'][number]) =>
  JSON.stringify([line.merchandise.id, line.attributes.map(({ key, value }) => [key, value ?? ''])]);

/** A cart's lines as new lines, to be added to another cart. */
export const linesOf = (cart: CartView | null) =>
  (cart?.lines ?? []).map((line) => ({
    merchandiseId: line.merchandise.id,
    quantity: line.quantity,
    // A pair of glasses stays a pair (issue 11): its lines keep the attributes that tie them and carry the prescription.
    attributes: line.attributes.map(({ key, value }) => ({ key, value: value ?? '' })),
  }));
