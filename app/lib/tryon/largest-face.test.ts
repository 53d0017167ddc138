import { describe, expect, it } from 'vitest';
import { largestFirst } from './largest-face';

const face = (name: string, width: number, height: number) => ({ name, box: { x: 0, y: 0, width, height } });

describe('largestFirst', () => {
  it('puts the largest face first whatever order the model found them in', () => {
    const small = face('small', 60, 70);
    const large = face('large', 120, 140);
    const middle = face('middle', 90, 100);
    expect(largestFirst([small, large, middle]).map((f) => f.name)).toEqual(['large', 'middle', 'small']);
    expect(largestFirst([middle, small, large])[0]).toBe(large);
  });

  it('compares areas, not one side: a wide but short box loses to a larger square one', () => {
    const wide = face('wide', 150, 40);
    const square = face('square', 100, 100);
    expect(largestFirst([wide, square])[0]).toBe(square);
  });

  it('keeps the model order for equal areas, and leaves the input alone', () => {
    const first = face('first', 80, 100);
    const second = face('second', 100, 80);
    const input = [first, second];
    expect(largestFirst(input).map((f) => f.name)).toEqual(['first', 'second']);
    expect(largestFirst([second, first]).map((f) => f.name)).toEqual(['second', 'first']);
    const unsorted = [face('a', 10, 10), face('b', 20, 20)];
    largestFirst(unsorted);
    expect(unsorted.map((f) => f.name)).toEqual(['a', 'b']);
  });

  it('gives nothing for no face and the one face for one', () => {
    expect(largestFirst([])).toEqual([]);
    const only = face('only', 50, 60);
    expect(largestFirst([only])).toEqual([only]);
  });
});
