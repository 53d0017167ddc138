import { describe, expect, it } from 'vitest';
import { checkoutUrlIn } from '~/server/cart/checkout-url.server';
import { languageOfPath, pathInLanguage, routePathOf, routeUrlOf, textDirection } from './languages';

describe('language paths', () => {
  it('puts Arabic pages under /ar and keeps English at the root', () => {
    expect(pathInLanguage('ar', '/')).toBe('/ar');
    expect(pathInLanguage('ar', '/shop/Sunglasses?sort=price_low_high')).toBe('/ar/shop/Sunglasses?sort=price_low_high');
    expect(pathInLanguage('ar', '/?query=x')).toBe('/ar?query=x');
    expect(pathInLanguage('en', '/cart')).toBe('/cart');
  });

  it('tells the language of a path, and /ar only as a whole segment', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar.data')).toBe('ar');
    expect(languageOfPath('/ar.database')).toBe('en');
    expect(languageOfPath('/ar/profile')).toBe('ar');
    expect(languageOfPath('/arabic-frames')).toBe('en');
    expect(languageOfPath('/profile')).toBe('en');
  });

  it('gives the route path without the language base', () => {
    expect(routePathOf('/ar/profile')).toBe('/profile');
    expect(routePathOf('/ar')).toBe('/');
    expect(routePathOf('/profile')).toBe('/profile');
    expect(routePathOf('/arabic-frames')).toBe('/arabic-frames');
  });

  it('keeps the query when it takes the language base off a form’s action', () => {
    expect(routeUrlOf('/ar/profile?activetab=add-address')).toBe('/profile?activetab=add-address');
    expect(routeUrlOf('/ar?x=1')).toBe('/?x=1');
    expect(routeUrlOf('/profile?activetab=edit-address&id=1')).toBe('/profile?activetab=edit-address&id=1');
    expect(routeUrlOf('/ar/login')).toBe('/login');
  });

  it('writes Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });

  it('opens the hosted checkout in the page language', () => {
    const url = 'https://shop.example/checkouts/cn/abc?key=k1';
    expect(checkoutUrlIn(url, 'en')).toBe(url);
    expect(checkoutUrlIn(url, 'ar')).toBe('https://shop.example/checkouts/cn/abc?key=k1&locale=ar');
  });
});
