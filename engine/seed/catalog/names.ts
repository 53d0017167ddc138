/**
 * Model numbers and style names. Numbers are invented but follow each house's pattern
 * ('RB3025'-like four digits, 'PR 17WS'-like codes for the Prada group), so titles read like a real
 * shop's shelf.
 */
import type { Brand } from './brands.ts';
import type { Prng } from './prng.ts';
import type { FrameProductType, MaterialId, ShapeId } from './vocabulary.ts';

/** Houses that number as two digits + two letters, ending S for sun and V for optical. */
const LETTER_CODED = new Set(['PR', 'MU']);
/** Houses whose codes carry S (sun) / O (optical) after the number. */
const SUFFIX_CODED = new Set(['GG', 'CH', 'SL', 'FE']);
/** Codes that read with a space: 'PLD 6203', 'BOSS 1447'. */
const SPACED = new Set(['PLD', 'BOSS', 'SPL', 'CA', 'SL', 'JC', 'L', 'MS']);

export class ModelNumbers {
  private readonly used = new Set<string>();

  next(prng: Prng, brand: Brand, type: FrameProductType): string {
    for (;;) {
      const code = this.candidate(prng, brand, type);
      if (!this.used.has(code)) {
        this.used.add(code);
        return code;
      }
    }
  }

  private candidate(prng: Prng, brand: Brand, type: FrameProductType): string {
    const sun = type === 'Sunglasses' || type === 'Clip-on';
    if (LETTER_CODED.has(brand.code)) {
      const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
      return `${brand.code} ${prng.int(10, 99)}${prng.pick([...letters])}${sun ? 'S' : 'V'}`;
    }
    const short = brand.code.length >= 3 || SPACED.has(brand.code) || brand.code === 'GG';
    const digits = short ? prng.int(100, 999) : prng.int(1000, 9899);
    const suffix = SUFFIX_CODED.has(brand.code) ? (sun ? 'S' : 'O') : type === 'Clip-on' ? 'C' : '';
    // Gucci pads its numbers to four digits: GG0061S.
    const number = brand.code === 'GG' ? `0${digits}` : String(digits);
    return `${brand.code}${SPACED.has(brand.code) ? ' ' : ''}${number}${suffix}`;
  }
}

export const SUN_STYLES = {
  round: ['Round Metal', 'Round Heritage', 'Panto', 'Round Icon', 'Round Fleck'],
  rectangle: ['Slim Rectangle', 'Rectangle Active', 'Executive', 'Sport Rectangle', 'Linea'],
  'cat-eye': ['Cat-Eye Glam', 'Butterfly Cat-Eye', 'Retro Cat-Eye', 'Cat-Eye Oversized'],
  aviator: ['Aviator Classic', 'Aviator Gradient', 'Double Bridge Pilot', 'Navigator', 'Aviator Large'],
  geometric: ['Hexagonal', 'Octagon Flat Lens', 'Geometric Metal', 'Hexagon Slim'],
  square: ['Square Icon', 'Bold Square', 'Square Oversized', 'Square Signature'],
  oval: ['Oval Slim', 'Oval Vintage', 'Soft Oval', 'Oval Mini'],
  'semi-cateye': ['Soft Cat-Eye', 'Browline Cat-Eye', 'Lifted Oval', 'Half-Rim Cat-Eye'],
} as const satisfies Record<ShapeId, readonly string[]>;

export const OPTICAL_STYLES = {
  round: ['Round Optical', 'Panto Optical', 'Round Titanium Optical', 'Keyhole Round'],
  rectangle: ['Rectangle Optical', 'Slim Rectangle Optical', 'Office Rectangle', 'Rectangle Light'],
  'cat-eye': ['Cat-Eye Optical', 'Cat-Eye Signature Optical', 'Retro Cat-Eye Optical'],
  aviator: ['Aviator Optical', 'Pilot Optical', 'Double Bridge Optical'],
  geometric: ['Hexagonal Optical', 'Octagon Optical', 'Geometric Titanium Optical'],
  square: ['Square Optical', 'Bold Square Optical', 'Square Acetate Optical'],
  oval: ['Oval Optical', 'Soft Oval Optical', 'Oval Metal Optical'],
  'semi-cateye': ['Browline Optical', 'Soft Cat-Eye Optical', 'Half-Rim Browline'],
} as const satisfies Record<ShapeId, readonly string[]>;

export const CLIP_STYLES = ['Magnetic Clip-On', 'Flip-Up Clip-On', 'Polarized Clip-On', 'Clip-On Set'] as const;
export const READING_STYLES = ['Readers', 'Reading Glasses', 'Screen Readers', 'Pocket Readers'] as const;
export const SAFETY_STYLES = [
  'Safety Glasses',
  'Wraparound Safety Glasses',
  'Anti-Fog Safety Glasses',
  'Protective Eyewear',
] as const;

export type FrameStyle =
  (typeof SUN_STYLES)[ShapeId][number] | (typeof OPTICAL_STYLES)[ShapeId][number] | (typeof SAFETY_STYLES)[number];

/** Prefixes of the youth lines' style names. */
export const AGE_PREFIXES = { kids: 'Junior ', teens: 'Teen ' } as const;

export function styleName(prng: Prng, type: FrameProductType, shape: ShapeId, material: MaterialId): string {
  switch (type) {
    case 'Sunglasses':
      return prng.pick(fitting(SUN_STYLES[shape], material));
    case 'Eyeglasses':
      return prng.pick(fitting(OPTICAL_STYLES[shape], material));
    case 'Clip-on':
      return `${prng.pick(CLIP_STYLES)} ${capitalShape(shape)}`;
    case 'Reading-glass':
      return `${capitalShape(shape)} ${prng.pick(READING_STYLES)}`;
    case 'Safety-glass':
      return prng.pick(SAFETY_STYLES);
  }
}

const MATERIAL_WORDS: Record<string, readonly MaterialId[]> = {
  Metal: ['metal', 'steel', 'titanium'],
  Titanium: ['titanium'],
  Acetate: ['acetate'],
};

/** Style names that name a material only when the frame is made of it ('Round Metal' is never acetate). */
function fitting(styles: readonly string[], material: MaterialId): readonly string[] {
  const ok = styles.filter((style) =>
    Object.entries(MATERIAL_WORDS).every(([word, materials]) => !style.includes(word) || materials.includes(material)),
  );
  return ok.length > 0 ? ok : styles;
}

function capitalShape(shape: ShapeId): string {
  return shape
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('-')
    .replace('Semi-Cateye', 'Soft Cat-Eye');
}
