/**
 * Plans every frame product (sunglasses, eyeglasses, clip-ons, readers, safety glasses). Shapes
 * and price ranges are dealt in rotation rather than drawn at random, so every shape and every
 * price band is guaranteed to be on the shelf whatever the seed.
 */
import { brandByName, FRAME_BRANDS, READING_BRANDS, SAFETY_BRANDS, type Brand } from './brands.ts';
import type { AgeGroup, FrameModel } from './frame-model.ts';
import type { RimStyle } from './image-specs.ts';
import { AGE_PREFIXES, ModelNumbers, styleName } from './names.ts';
import { EDITION_RANGES, TIER_RANGES, type PriceRange } from './pricing.ts';
import type { Prng } from './prng.ts';
import { SUN_TINTS, type TintId } from './tints.ts';
import {
  colourByName,
  FRAME_SHAPES,
  READING_STRENGTHS,
  type Colour,
  type FrameProductType,
  type GenderId,
  type MaterialId,
  type ShapeId,
} from './vocabulary.ts';

const METAL_COLOURS = ['Gold', 'Silver', 'Gunmetal', 'Rose Gold', 'Black', 'Matte Black'];
const ACETATE_COLOURS = [
  'Black',
  'Tortoise',
  'Havana',
  'Crystal',
  'Brown',
  'Navy',
  'Burgundy',
  'Green',
  'Grey',
  'Pink',
  'Purple',
  'White',
  'Beige',
  'Red',
  'Blue',
  'Matte Black',
];
const SPORT_COLOURS = ['Matte Black', 'Black', 'Blue', 'Grey', 'Red', 'Orange', 'Yellow', 'Green', 'White', 'Navy'];

/** Materials a shape is usually made in: aviators and hexagons are metal, cat-eyes acetate. */
const SHAPE_MATERIALS: Record<ShapeId, readonly MaterialId[]> = {
  round: ['metal', 'acetate', 'titanium', 'acetate'],
  rectangle: ['acetate', 'metal', 'tr90', 'steel'],
  'cat-eye': ['acetate', 'acetate', 'metal'],
  aviator: ['metal', 'titanium', 'steel'],
  geometric: ['metal', 'titanium', 'acetate'],
  square: ['acetate', 'acetate', 'tr90', 'metal'],
  oval: ['acetate', 'metal', 'titanium'],
  'semi-cateye': ['acetate', 'metal'],
};

const SPORT_BRANDS = new Set(['Oakley', 'Arnette', 'Maui Jim', 'Carrera', 'Police']);
const ALWAYS_POLARIZED = new Set(['Polaroid', 'Maui Jim']);
const YOUTH_LINES: Record<string, AgeGroup> = { 'Ray-Ban': 'kids', Oakley: 'teens', 'Vogue Eyewear': 'teens' };

const EDITIONS: { brand: string; name: string; range: PriceRange }[] = [
  { brand: 'Tiffany & Co.', name: 'Diamond Point Limited Edition', range: EDITION_RANGES.top },
  { brand: 'Dolce & Gabbana', name: 'Sicilian Gold-Plated Limited Edition', range: EDITION_RANGES.top },
  { brand: 'Versace', name: 'Medusa 24K Gold Edition', range: EDITION_RANGES.top },
  { brand: 'Gucci', name: 'Horsebit Gold Edition', range: EDITION_RANGES.high },
  { brand: 'Tom Ford', name: 'Private Collection Horn Edition', range: EDITION_RANGES.high },
  { brand: 'Oliver Peoples', name: 'Titanium Collector Edition', range: EDITION_RANGES.high },
  { brand: 'Prada', name: 'Runway Limited Edition', range: EDITION_RANGES.high },
];

const CLIP_ON_BRANDS = [
  'Ray-Ban',
  'Ray-Ban',
  'Polaroid',
  'Polaroid',
  'Persol',
  'Moscot',
  'Oliver Peoples',
  'Carrera',
  'Police',
  'Silhouette',
];

interface Slot {
  type: FrameProductType;
  brand: Brand;
  shape: ShapeId;
  range: PriceRange;
  edition: string | null;
  ageGroup: AgeGroup;
}

export function planFrames(prng: Prng): FrameModel[] {
  const numbers = new ModelNumbers();
  return slots(prng).map((slot, index) => model(prng.fork(`frame-${index}`), slot, numbers, index));
}

function slots(prng: Prng): Slot[] {
  const out: Slot[] = [];
  const shapeTurn: Partial<Record<FrameProductType, number>> = {};
  const nextShape = (type: FrameProductType, allowed: readonly ShapeId[] = FRAME_SHAPES.map((s) => s.id)): ShapeId => {
    const turn = shapeTurn[type] ?? 0;
    shapeTurn[type] = turn + 1;
    return allowed[turn % allowed.length] as ShapeId;
  };
  for (const brand of FRAME_BRANDS) {
    const ranges = TIER_RANGES[brand.tier];
    for (let i = 0; i < brand.frameCount; i++) {
      const type: FrameProductType = prng.chance(brand.sunShare) ? 'Sunglasses' : 'Eyeglasses';
      const youth = i === brand.frameCount - 1 ? YOUTH_LINES[brand.name] : undefined;
      out.push({
        type,
        brand,
        shape: nextShape(type),
        range: youth ? TIER_RANGES.value[0]! : ranges[i % ranges.length]!,
        edition: null,
        ageGroup: youth ?? 'adults',
      });
    }
  }
  for (const edition of EDITIONS) {
    out.push({
      type: 'Sunglasses',
      brand: brandByName(edition.brand),
      shape: nextShape('Sunglasses', ['aviator', 'cat-eye', 'geometric', 'round', 'square']),
      range: edition.range,
      edition: edition.name,
      ageGroup: 'adults',
    });
  }
  for (const name of CLIP_ON_BRANDS) {
    const brand = brandByName(name);
    out.push({
      type: 'Clip-on',
      brand,
      shape: nextShape('Clip-on'),
      range: TIER_RANGES[brand.tier][0]!,
      edition: null,
      ageGroup: 'adults',
    });
  }
  READING_BRANDS.forEach((brand, b) => {
    for (let i = 0; i < (b === 0 ? 4 : 3); i++) {
      const shape = nextShape('Reading-glass', ['round', 'rectangle', 'square', 'oval', 'cat-eye', 'semi-cateye']);
      out.push({ type: 'Reading-glass', brand, shape, range: [95, 290], edition: null, ageGroup: 'adults' });
    }
  });
  SAFETY_BRANDS.forEach((brand, b) => {
    for (let i = 0; i < (b === 0 ? 3 : 2); i++) {
      out.push({
        type: 'Safety-glass',
        brand,
        shape: nextShape('Safety-glass', ['rectangle', 'square']),
        range: [45, 260],
        edition: null,
        ageGroup: 'adults',
      });
    }
  });
  return out;
}

function model(prng: Prng, slot: Slot, numbers: ModelNumbers, index: number): FrameModel {
  const { type, brand, shape } = slot;
  const sport = SPORT_BRANDS.has(brand.name);
  const material = pickMaterial(prng, slot, sport);
  const colours = pickColours(prng, slot, material, sport);
  const sunny = type === 'Sunglasses' || type === 'Clip-on';
  const tint = pickTint(prng, type, sport);
  const lensWidth = prng.int(shape === 'aviator' ? 55 : 48, shape === 'aviator' ? 62 : 56) - (slot.ageGroup === 'kids' ? 8 : 0);
  const multiSize = (type === 'Sunglasses' || type === 'Eyeglasses') && slot.ageGroup === 'adults' && prng.chance(0.35);
  return {
    type,
    brand,
    model: numbers.next(prng, brand, type),
    style: `${slot.ageGroup === 'adults' ? '' : AGE_PREFIXES[slot.ageGroup]}${styleName(prng, type, shape, material)}`,
    edition: slot.edition,
    shape,
    material,
    rim: pickRim(prng, slot, material),
    gender: pickGender(prng, slot),
    ageGroup: slot.ageGroup,
    colours,
    templeColours: colours.map((c) => twoTone(prng, slot, material, c)),
    sizes: multiSize ? [lensWidth - 2, lensWidth, lensWidth + 2].slice(0, prng.int(2, 3)) : [],
    lensWidth,
    bridge: prng.int(15, 21),
    temple: slot.ageGroup === 'kids' ? 125 : prng.pick([135, 140, 145, 145, 150]),
    tint,
    polarized: sunny && (ALWAYS_POLARIZED.has(brand.name) || type === 'Clip-on' || prng.chance(0.4)),
    lensMaterial: lensMaterial(prng, type, sport),
    powers: type === 'Reading-glass' ? READING_STRENGTHS : [],
    priceRange: slot.range,
    // Every 14th product is sold out in all variants: the 'Out of Stock' filter needs real members.
    soldOut: index % 14 === 9,
    springHinges: prng.chance(0.5),
    expressDelivery: prng.chance(0.6),
  };
}

function pickMaterial(prng: Prng, slot: Slot, sport: boolean): MaterialId {
  if (slot.type === 'Safety-glass') return prng.pick(['polycarbonate', 'nylon']);
  if (slot.edition) return prng.pick(['titanium', 'metal']);
  if (sport && slot.shape !== 'aviator' && slot.shape !== 'round') return prng.pick(['nylon', 'tr90', 'polycarbonate']);
  if (slot.brand.name === 'Silhouette') return 'titanium';
  return prng.pick(SHAPE_MATERIALS[slot.shape]);
}

function pickColours(prng: Prng, slot: Slot, material: MaterialId, sport: boolean): Colour[] {
  const metal = material === 'metal' || material === 'titanium' || material === 'steel';
  let pool = metal
    ? METAL_COLOURS
    : sport || material === 'nylon' || material === 'polycarbonate'
      ? SPORT_COLOURS
      : ACETATE_COLOURS;
  if (slot.edition) pool = ['Gold', 'Rose Gold', 'Silver'];
  const count = slot.type === 'Safety-glass' ? prng.int(1, 2) : prng.pick([1, 2, 2, 3, 3, 4]);
  return prng.sample(pool, count).map(colourByName);
}

/** Luxury acetate fronts often have metal temples; everything else keeps one colour. */
function twoTone(prng: Prng, slot: Slot, material: MaterialId, colour: Colour): Colour {
  if (material === 'acetate' && (slot.brand.tier === 'luxury' || slot.brand.tier === 'haute') && prng.chance(0.4)) {
    return colourByName(prng.pick(['Gold', 'Silver', 'Rose Gold']));
  }
  return colour;
}

function pickTint(prng: Prng, type: FrameProductType, sport: boolean): TintId {
  switch (type) {
    case 'Sunglasses':
      return sport && prng.chance(0.5)
        ? prng.pick(['mirrorBlue', 'mirrorRed', 'mirrorSilver', 'mirrorGold'])
        : prng.pick(SUN_TINTS);
    case 'Clip-on':
      return prng.pick(['smoke', 'g15', 'brown', 'gradientGrey', 'mirrorSilver']);
    case 'Eyeglasses':
      return prng.pick(['clear', 'clear', 'blueLight', 'clear', 'photochromic']);
    case 'Reading-glass':
      return prng.pick(['clear', 'blueLight']);
    case 'Safety-glass':
      return prng.pick(['clear', 'clear', 'smoke', 'amber']);
  }
}

function pickRim(prng: Prng, slot: Slot, material: MaterialId): RimStyle {
  if (slot.type === 'Safety-glass') return 'full-rim';
  if (slot.shape === 'semi-cateye') return 'semi-rimless';
  if (slot.brand.name === 'Silhouette') return 'rimless';
  const optical = slot.type === 'Eyeglasses' || slot.type === 'Reading-glass';
  if (optical && material !== 'acetate') return prng.pick(['full-rim', 'full-rim', 'semi-rimless', 'rimless']);
  return 'full-rim';
}

function pickGender(prng: Prng, slot: Slot): GenderId {
  if (slot.type === 'Safety-glass' || slot.type === 'Reading-glass' || slot.ageGroup !== 'adults') return 'unisex';
  if (slot.shape === 'cat-eye' || slot.shape === 'semi-cateye') return prng.chance(0.85) ? 'female' : 'unisex';
  if (slot.shape === 'aviator') return prng.pick(['male', 'male', 'unisex']);
  return prng.pick(['male', 'female', 'unisex']);
}

function lensMaterial(prng: Prng, type: FrameProductType, sport: boolean): string {
  if (type === 'Safety-glass' || type === 'Reading-glass') return 'Polycarbonate';
  if (type === 'Eyeglasses') return 'CR-39';
  if (sport) return prng.pick(['Polycarbonate', 'Nylon']);
  return prng.pick(['Polycarbonate', 'Glass', 'Nylon', 'CR-39']);
}
