import { pairOf } from '~/lib/prescription/attributes';
import { LENS_PRODUCT_TYPE } from '~/lib/prescription/lens-offer';

/**
 * A pair of glasses is two cart lines, the frame and its lenses, tied by the `_pair` attribute
 * (issue 11). The cart shows them as one item, and a quantity change or a removal acts on both.
 */
export interface PairableLine {
  id: string;
  /** As the Storefront API sends them (a value may be null). */
  attributes: readonly { key: string; value: string | null }[];
  productType: string;
}

export type CartItem<L extends PairableLine> =
  { kind: 'single'; line: L } | { kind: 'pair'; pairId: string; frame: L; lenses: L };

const isLens = (line: PairableLine) => line.productType === LENS_PRODUCT_TYPE;

/** The cart's lines as the shopper sees them: a frame with its lenses is one item, in the frame's place. */
export function cartItems<L extends PairableLine>(lines: readonly L[]): CartItem<L>[] {
  const byPair = new Map<string, L[]>();
  for (const line of lines) {
    const pair = pairOf(line.attributes);
    if (pair) byPair.set(pair, [...(byPair.get(pair) ?? []), line]);
  }
  const items: CartItem<L>[] = [];
  for (const line of lines) {
    const pairId = pairOf(line.attributes);
    const members = pairId ? byPair.get(pairId)! : [];
    const frame = members.find((m) => !isLens(m));
    const lenses = members.find(isLens);
    if (pairId && members.length === 2 && frame && lenses) {
      if (line === frame) items.push({ kind: 'pair', pairId, frame, lenses });
    } else {
      // A line whose partner is gone stands alone, so it can still be changed or removed.
      items.push({ kind: 'single', line });
    }
  }
  return items;
}

/**
 * Lens lines without their frame. Lenses are sold only on a frame, but a frame can drop out (it sold
 * out while a guest's lines came over at sign-in), and a script can add a lens package on its own.
 */
export function lensesWithoutFrame<L extends PairableLine>(lines: readonly L[]): L[] {
  return cartItems(lines).flatMap((item) => (item.kind === 'single' && isLens(item.line) ? [item.line] : []));
}

/**
 * Pairs whose frame and lenses lines differ in quantity. The API holds each line to its own stock, so
 * a change or a merge can leave more lens packages than frames (charged for, fitted to nothing).
 */
export function unevenPairs<L extends PairableLine & { quantity: number }>(lines: readonly L[]) {
  return cartItems(lines).flatMap((item) => (item.kind === 'pair' && item.frame.quantity !== item.lenses.quantity ? [item] : []));
}

/**
 * The lines of pairs one add asked for that arrived without their partner: the API adds what it
 * can of a call and warns about the rest, so a frame that sold out leaves its lenses alone. A pair
 * asked for is whole or not there; the caller takes these lines out again.
 */
export function halfAddedPairs<L extends Omit<PairableLine, 'productType'>>(
  asked: readonly { attributes?: readonly { key: string; value: string | null }[] }[],
  lines: readonly L[],
): L[] {
  return lines.filter((line) => {
    const pair = pairOf(line.attributes);
    if (!pair) return false;
    const wanted = asked.filter((one) => pairOf(one.attributes) === pair).length;
    return wanted > lines.filter((other) => pairOf(other.attributes) === pair).length;
  });
}

/** How many items the shopper has: a pair counts once (its frame's quantity), as the cart page lists it. */
export function itemCount(lines: readonly (PairableLine & { quantity: number })[]): number {
  return cartItems(lines).reduce(
    (sum, item) => sum + Math.max(0, Math.floor(item.kind === 'pair' ? item.frame.quantity : item.line.quantity)),
    0,
  );
}

/** The lines a change to `lineId` acts on: the line, and its partner when it is half of a pair. */
export function linesActedOn(lines: readonly PairableLine[], lineId: string): string[] {
  for (const item of cartItems(lines)) {
    if (item.kind === 'pair' && (item.frame.id === lineId || item.lenses.id === lineId)) return [item.frame.id, item.lenses.id];
  }
  return [lineId];
}
