import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from './query';

const url = (path: string) => new URL(`http://shop.test${path}`);
const args = (current: string, next: string, formMethod?: string, formAction?: string) =>
  ({ currentUrl: url(current), nextUrl: url(next), formMethod, formAction, defaultShouldRevalidate: true }) as Parameters<
    typeof shouldRevalidate
  >[0];
const SID = '0b9d3c1e-9f6a-4c47-8a53-2f8e7e4d9a10';

describe('the search results page counts one search once', () => {
  it('does not run its loader again for an action on the page (add to cart)', () => {
    expect(shouldRevalidate(args('/query?query=gucci', '/query?query=gucci', 'POST', '/cart'))).toBe(false);
    expect(shouldRevalidate(args('/ar/query?query=gucci', '/ar/query?query=gucci', 'post', '/ar/cart'))).toBe(false);
  });
  it('nor for the counted search’s id put in the address', () => {
    expect(
      shouldRevalidate(args('/query?query=gucci&sort=price_low_high', `/query?query=gucci&sort=price_low_high&sid=${SID}`)),
    ).toBe(false);
  });
  it('loads for a new search, a refinement or a form that leaves the page', () => {
    expect(shouldRevalidate(args('/query?query=gucci', '/query?query=prada'))).toBe(true);
    expect(shouldRevalidate(args(`/query?query=gucci&sid=${SID}`, `/query?query=gucci&sid=${SID}&color=Black`))).toBe(true);
    expect(shouldRevalidate(args('/query?query=gucci', `/query?query=prada&sid=${SID}`))).toBe(true);
    expect(shouldRevalidate(args('/query?query=gucci', '/query?query=gucci&color=Black', 'GET'))).toBe(true);
    expect(shouldRevalidate(args('/query?query=gucci', '/cart', 'POST', '/cart'))).toBe(true);
    // A new currency reprices the results: /market redirects back to the same address.
    expect(shouldRevalidate(args('/query?query=gucci', '/query?query=gucci', 'POST', '/market'))).toBe(true);
  });
});
