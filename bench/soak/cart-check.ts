/**
 * The soak's judgement of a cart: which of the units a shopper saw are gone. Lines are compared by
 * variant, units summed (a cart may hold one variant in two lines; an order lists it once).
 */

export interface Units {
  variantId: string;
  quantity: number;
}

function unitsByVariant(lines: readonly Units[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.variantId, (units.get(line.variantId) ?? 0) + line.quantity);
  return units;
}

/** `3×2 7×1`: a cart's or an order's units, in a stable order, to print and to compare. */
export function describeUnits(lines: readonly Units[]): string {
  return [...unitsByVariant(lines)]
    .map(([variantId, quantity]) => `${variantId.split('/').pop()}×${quantity}`)
    .sort()
    .join(' ');
}

/** The variants whose units `now` has fewer of than `seen`. */
export function shortVariants(seen: readonly Units[], now: readonly Units[]): string[] {
  const held = unitsByVariant(now);
  return [...unitsByVariant(seen)].filter(([variantId, quantity]) => (held.get(variantId) ?? 0) < quantity).map(([id]) => id);
}

/**
 * Of the short variants, those truly lost: a variant whose stock fell below what the shopper had
 * sold out (or ran low) meanwhile, and the shop left out or lowered its line and said so.
 */
export function lostVariants(seen: readonly Units[], now: readonly Units[], stock: ReadonlyMap<string, number>) {
  const had = unitsByVariant(seen);
  const short = shortVariants(seen, now);
  const lost = short.filter((variantId) => (stock.get(variantId) ?? 0) >= had.get(variantId)!);
  return { lost, soldOut: short.length - lost.length };
}
