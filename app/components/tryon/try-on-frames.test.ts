import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { canTryOn, tryOnFrames } from './try-on-frames';

const picture = (colour: string) => ({ url: `https://cdn.example/${colour}-try-on.png`, width: 600, height: 240 });

function variant(id: string, colour: string, size: string | null, tryOn = true) {
  const selectedOptions = [{ name: 'Color', value: colour }, ...(size ? [{ name: 'Size', value: size }] : [])];
  return { id, selectedOptions, tryOnImage: tryOn ? picture(colour.toLowerCase()) : null };
}

const product = {
  handle: 'ray-ban-rb2140-wayfarer',
  title: 'Ray-Ban RB2140 Wayfarer',
  frameSize: '50/54-22-150',
  variants: [
    variant('v1', 'Black', '50 mm'),
    variant('v2', 'Black', '54 mm'),
    variant('v3', 'Rose Gold', '50 mm'),
    variant('v4', 'Rose Gold', '54 mm'),
  ],
};

const en = i18nFor('en');

describe('tryOnFrames', () => {
  it('gives one frame per colour, at the width of the chosen size', () => {
    const result = tryOnFrames(product, product.variants[3], en);
    expect(result?.frames.map((f) => f.colour)).toEqual(['Black', 'Rose Gold']);
    expect(result?.initial).toBe(1);
    // 54 mm lenses: 2 × 54 + 22 + two 6 mm end pieces.
    expect(result?.frames.every((f) => f.widthMm === 142)).toBe(true);
    expect(tryOnFrames(product, product.variants[0], en)?.frames[0]?.widthMm).toBe(134);
  });

  it('keeps what the canvas needs: the picture, its proportions, a swatch and a file name', () => {
    const [black, rose] = tryOnFrames(product, product.variants[0], en)!.frames;
    expect(black).toMatchObject({
      imageUrl: 'https://cdn.example/black-try-on.png',
      aspect: 0.4,
      productTitle: 'Ray-Ban RB2140 Wayfarer',
      slug: 'ray-ban-rb2140-wayfarer-black',
    });
    expect(black?.swatch).toMatch(/^#/);
    expect(rose?.slug).toBe('ray-ban-rb2140-wayfarer-rose-gold');
  });

  it('names the file by the colour on Arabic pages too, one name per colour', () => {
    const arabic = { ...product, variants: [variant('v1', 'ذهبي وردي', null), variant('v2', 'بيج', null)] };
    const slugs = tryOnFrames(arabic, arabic.variants[0], i18nFor('ar'))!.frames.map((f) => f.slug);
    expect(slugs).toEqual(['ray-ban-rb2140-wayfarer-ذهبي-وردي', 'ray-ban-rb2140-wayfarer-بيج']);
  });

  it('skips variants without a try-on picture', () => {
    const partly = { ...product, variants: [variant('v1', 'Black', null, false), variant('v2', 'Red', null)] };
    const result = tryOnFrames(partly, partly.variants[0], en);
    expect(result?.frames.map((f) => f.colour)).toEqual(['Red']);
    expect(result?.initial).toBe(0);
  });

  it('offers nothing without pictures or without a readable frame size', () => {
    expect(
      tryOnFrames({ ...product, variants: product.variants.map((v) => ({ ...v, tryOnImage: null })) }, undefined, en),
    ).toBeNull();
    expect(tryOnFrames({ ...product, frameSize: null }, undefined, en)).toBeNull();
    expect(tryOnFrames({ ...product, frameSize: 'One size' }, undefined, en)).toBeNull();
  });

  it('names a one-colour frame by the product alone', () => {
    const single = {
      ...product,
      variants: [{ id: 'v1', selectedOptions: [{ name: 'Title', value: 'Default Title' }], tryOnImage: picture('only') }],
    };
    const [frame] = tryOnFrames(single, single.variants[0], en)!.frames;
    expect(frame).toMatchObject({ colour: '', swatch: null, slug: 'ray-ban-rb2140-wayfarer' });
  });

  it('says a product can be tried on exactly when it has frames to offer', () => {
    const cases = [
      product,
      { ...product, variants: [variant('v1', 'Black', null, false), variant('v2', 'Red', null)] },
      { ...product, variants: product.variants.map((v) => ({ ...v, tryOnImage: null })) },
      { ...product, frameSize: null },
      { ...product, frameSize: 'One size' },
    ];
    expect(cases.map(canTryOn)).toEqual([true, true, false, false, false]);
    for (const each of cases) expect(canTryOn(each)).toBe(tryOnFrames(each, undefined, en) !== null);
  });
});
