import { describe, expect, it } from 'vitest';
import { isSameSite } from './csrf.server';

const request = (headers: Record<string, string>) => ({ headers: { host: 'shop.example', ...headers } });

describe('isSameSite (CSRF guard)', () => {
  it('lets the shop post to itself', () => {
    expect(isSameSite(request({ origin: 'https://shop.example' }))).toBe(true);
    expect(isSameSite(request({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });

  it('lets non-browser clients without Origin or fetch metadata through', () => {
    expect(isSameSite(request({}))).toBe(true);
  });

  it('refuses other sites, and the opaque origin null', () => {
    expect(isSameSite(request({ origin: 'https://evil.example' }))).toBe(false);
    expect(isSameSite(request({ origin: 'null' }))).toBe(false);
    expect(isSameSite(request({ origin: 'null', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isSameSite(request({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameSite(request({ origin: 'not a url' }))).toBe(false);
  });
});
