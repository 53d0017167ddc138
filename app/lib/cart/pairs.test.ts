import { describe, expect, it } from 'vitest';
import { cartItems, itemCount, lensesWithoutFrame, linesActedOn, unevenPairs } from './pairs';

const line = (id: string, productType: string, pair?: string) => ({
  id,
  productType,
  attributes: pair ? [{ key: '_pair', value: pair }] : [],
});

describe('pairs of glasses in the cart', () => {
  it('shows a frame and its lenses as one item in the frame’s place, other lines alone', () => {
    const lines = [
      line('a', 'Sunglasses'),
      line('lens', 'Lenses', 'p1'),
      line('frame', 'Eyeglasses', 'p1'),
      line('c', 'ContactLenses'),
    ];
    expect(cartItems(lines).map((item) => (item.kind === 'pair' ? `${item.frame.id}+${item.lenses.id}` : item.line.id))).toEqual([
      'a',
      'frame+lens',
      'c',
    ]);
  });

  it('shows a line whose partner is gone alone, so it can still be removed', () => {
    const lines = [line('frame', 'Eyeglasses', 'p1'), line('other-lens', 'Lenses', 'p2')];
    expect(cartItems(lines).map((item) => item.kind)).toEqual(['single', 'single']);
  });

  it('finds lenses without their frame: a frame gone from the pair, or a lens package on its own', () => {
    const lines = [
      line('frame', 'Eyeglasses', 'p1'),
      line('lens', 'Lenses', 'p1'),
      line('orphan', 'Lenses', 'p2'),
      line('bare', 'Lenses'),
      line('contacts', 'ContactLenses'),
      line('frame-alone', 'Eyeglasses', 'p3'),
    ];
    expect(lensesWithoutFrame(lines).map((found) => found.id)).toEqual(['orphan', 'bare']);
    expect(lensesWithoutFrame(lines.slice(0, 2))).toEqual([]);
  });

  it('finds pairs whose frame and lenses lines differ in quantity, either way', () => {
    const counted = (id: string, productType: string, pair: string, quantity: number) => ({
      ...line(id, productType, pair),
      quantity,
    });
    const lines = [
      counted('frame-1', 'Eyeglasses', 'p1', 1),
      counted('lens-1', 'Lenses', 'p1', 2),
      counted('frame-2', 'Eyeglasses', 'p2', 2),
      counted('lens-2', 'Lenses', 'p2', 2),
      counted('frame-3', 'Sunglasses', 'p3', 3),
      counted('lens-3', 'Lenses', 'p3', 1),
    ];
    expect(unevenPairs(lines).map((pair) => pair.pairId)).toEqual(['p1', 'p3']);
    expect(unevenPairs(lines.slice(2, 4))).toEqual([]);
  });

  it('acts on both lines of a pair from either one, and on one line otherwise', () => {
    const lines = [line('frame', 'Eyeglasses', 'p1'), line('lens', 'Lenses', 'p1'), line('solo', 'Sunglasses')];
    expect(linesActedOn(lines, 'frame')).toEqual(['frame', 'lens']);
    expect(linesActedOn(lines, 'lens')).toEqual(['frame', 'lens']);
    expect(linesActedOn(lines, 'solo')).toEqual(['solo']);
    expect(linesActedOn(lines, 'unknown')).toEqual(['unknown']);
  });

  it('counts a pair once, by its frame’s quantity, and every other line by its quantity (the header badge)', () => {
    const lines = [
      { ...line('frame', 'Eyeglasses', 'p1'), quantity: 2 },
      { ...line('lens', 'Lenses', 'p1'), quantity: 2 },
      { ...line('solo', 'Sunglasses'), quantity: 3 },
      { ...line('orphan-lens', 'Lenses', 'p2'), quantity: 1 },
    ];
    expect(itemCount(lines)).toBe(6);
    expect(itemCount([])).toBe(0);
  });
});
