/**
 * Prices in AED, shaped like a Gulf retailer's shelf: whole amounts ending in 0 or 5, a few '.50'
 * psychological prices on cheaper items, and a compare-at price on about half the products.
 */
import type { Prng } from './prng.ts';
import type { Tier } from './brands.ts';

export type PriceRange = readonly [min: number, max: number];

/** The SPEC §9 price filter bands, lower bound inclusive. */
export const PRICE_BANDS = [
  { label: 'Below 2000', min: 0, max: 2000 },
  { label: '2000-3000', min: 2000, max: 3000 },
  { label: '3000-6000', min: 3000, max: 6000 },
  { label: '6000-10000', min: 6000, max: 10000 },
  { label: '10000-15000', min: 10000, max: 15000 },
] as const;

/** Ranges a tier cycles through, so every brand shows a spread rather than one price point. */
export const TIER_RANGES: Record<Tier, readonly PriceRange[]> = {
  value: [
    [290, 690],
    [450, 990],
    [350, 820],
  ],
  premium: [
    [590, 1290],
    [890, 1950],
    [650, 1450],
    [2050, 2900],
  ],
  luxury: [
    [1450, 1990],
    [2100, 2950],
    [3100, 5800],
    [2150, 2950],
    [3200, 5400],
  ],
  haute: [
    [6500, 9800],
    [10500, 14800],
  ],
};

export const EDITION_RANGES = {
  high: [6200, 9800] as PriceRange,
  top: [10200, 14500] as PriceRange,
};

export function pickPrice(prng: Prng, [min, max]: PriceRange): number {
  const raw = min + prng.next() * (max - min);
  const step = raw > 3000 ? 50 : raw > 1000 ? 10 : 5;
  const rounded = Math.round(raw / step) * step;
  // Fils prices ('249.50') only make sense on cheap items.
  if (rounded < 1000 && prng.chance(0.2)) return rounded - 0.5;
  return rounded;
}

/** A was-price 12-45 % above the price, or null; rounded like a real ticket and always higher. */
export function pickCompareAt(prng: Prng, price: number, probability = 0.5): number | null {
  if (!prng.chance(probability)) return null;
  const raw = price * (1.12 + prng.next() * 0.33);
  const step = raw > 3000 ? 50 : raw > 1000 ? 10 : 5;
  const rounded = Math.ceil(raw / step) * step;
  return rounded > price ? rounded : rounded + step;
}
