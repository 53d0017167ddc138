import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { attributeLabel } from './attribute-labels';
import { colourHex, colourName } from './colours';
import { shapeName } from './shapes';
import { statusName } from './shop-query';
import { genderName, productTypeName, scopeTitle, shopScope } from './shop-types';

const en = i18nFor('en');
const ar = i18nFor('ar');

describe('the shop vocabulary in the page language', () => {
  it('names types, genders, shapes, colours, statuses and attributes in Arabic (shared/data/vocabulary.json)', () => {
    expect(productTypeName(ar, 'ContactLenses')).toBe('عدسات لاصقة');
    expect(productTypeName(ar, 'sunglasses')).toBe('نظارات شمسية');
    expect(genderName(ar, 'male')).toBe('رجالي');
    expect(shapeName(ar, 'CAT-EYE')).toBe('عين القطة');
    // As /shape matches it: spaces and underscores are hyphens.
    expect(shapeName(ar, 'Cat Eye')).toBe('عين القطة');
    expect(shapeName(ar, 'semi_cateye')).toBe('نصف عين القطة');
    expect(colourName(ar, 'Matte Black')).toBe('أسود مطفي');
    expect(statusName(ar, 'out-of-stock')).toBe('نفدت الكمية');
    expect(attributeLabel(ar, 'eyewear-frame-design')).toBe('شكل الإطار');
    expect(scopeTitle(ar, shopScope('Reading glass', null))).toBe('نظارات قراءة');
    expect(scopeTitle(ar, shopScope('gender', null))).toBe('للجنسين');
  });

  it('keeps the English names on English pages and leaves unknown values as they are', () => {
    expect(productTypeName(en, 'Safety-glass')).toBe('Safety Glasses');
    expect(scopeTitle(en, shopScope(undefined, null))).toBe('Shop All Products');
    expect(productTypeName(ar, 'Hats')).toBe('Hats');
    expect(colourName(ar, 'Electric Lime')).toBe('Electric Lime');
    expect(shapeName(ar, 'butterfly')).toBe('butterfly');
  });

  it('finds a swatch by the English name or by the name in the page language', () => {
    expect(colourHex(ar, 'black')).toBe('#1b1b1b');
    expect(colourHex(ar, 'ذهبي')).toBe('#c9a227');
    expect(colourHex(en, 'ذهبي')).toBeNull();
    expect(colourHex(ar, 'Electric Lime')).toBeNull();
  });
});

describe('product counts', () => {
  // The same message as the listings' count (ResultCount), so the catalogue's forms are what is tested.
  const products = (i18n: I18n, total: number) => i18n._(msg`${plural(total, { one: '# product', other: '# products' })}`);

  it('take the six Arabic plural forms', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => products(ar, n))).toEqual([
      'لا توجد منتجات',
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '10 منتجات',
      '11 منتجًا',
      '99 منتجًا',
      '100 منتج',
      '102 منتج',
    ]);
  });

  it('say one or many in English', () => {
    expect([0, 1, 2].map((n) => products(en, n))).toEqual(['0 products', '1 product', '2 products']);
  });
});
