import { describe, expect, it } from 'vitest';
import { canonicalPage } from './canonical-page';

describe('the canonical address of a page', () => {
  it.each([
    ['/shop/sunglasses', '', '/shop/Sunglasses'],
    ['/shop/Reading%20glass', '', '/shop/Reading-glass'],
    ['/shop/safety_glass/', '?sort=price_low_high', '/shop/Safety-glass'],
    ['/shop/ALL', '?show=16', '/shop'],
    ['/shop/gender', '?query=female&panel=filter', '/shop/gender?query=female'],
    ['/shop/gender', '?query=foo', '/shop/gender?query=unisex'],
    ['/shop/Sunglasses', '?query=male', '/shop/Sunglasses'],
  ])('names the listing %s%s as the shop names it', (pathname, search, canonical) => {
    expect(canonicalPage(pathname, search)).toBe(canonical);
  });

  it('keeps only what makes any other page', () => {
    expect(canonicalPage('/query', '?query=prada&sid=3&utm_source=x')).toBe('/query?query=prada');
    expect(canonicalPage('/shape', '?shape=round&show=16')).toBe('/shape?shape=round');
    expect(canonicalPage('/shop', '?color=Gold')).toBe('/shop');
    expect(canonicalPage('/shop/nonexistent', '?color=Gold')).toBe('/shop/nonexistent');
    expect(canonicalPage('/product/aviator', '?variant=12')).toBe('/product/aviator');
  });

  it('keeps a search’s text and a shape only on their own pages, and a shape in one spelling', () => {
    expect(canonicalPage('/product/aviator', '?query=ray')).toBe('/product/aviator');
    expect(canonicalPage('/', '?shape=round')).toBe('/');
    expect(canonicalPage('/contact', '?query=x&shape=round')).toBe('/contact');
    expect(canonicalPage('/shape', '?shape=ROUND')).toBe('/shape?shape=round');
    expect(canonicalPage('/shape', '?shape=Cat_Eye')).toBe('/shape?shape=cat-eye');
    expect(canonicalPage('/shape', '?shape=cat%20eye')).toBe('/shape?shape=cat-eye');
    expect(canonicalPage('/shape', '?query=round')).toBe('/shape');
    expect(canonicalPage('/query', '?shape=round')).toBe('/query');
  });
});
