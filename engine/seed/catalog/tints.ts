/**
 * Lens tints: what the shop calls the lens colour (for the lens-color metafield and the copy) and
 * how the renderer paints it. Stops run top to bottom of the lens; mirror tints get a brighter sheen.
 */

export interface Tint {
  id: string;
  /** Lens colour as the shop names it; its slug is the colour-pattern metaobject handle. */
  colour: string;
  effect: 'Solid' | 'Gradient' | 'Mirrored' | 'Photochromic' | 'Clear' | 'Blue light filter';
  top: string;
  bottom: string;
  /** Opacity of the tint at top and bottom. */
  alpha: [number, number];
  mirror: boolean;
}

const t = (
  id: string,
  colour: string,
  effect: Tint['effect'],
  top: string,
  bottom: string,
  alpha: [number, number],
  mirror = false,
): Tint => ({ id, colour, effect, top, bottom, alpha, mirror });

export const TINTS = {
  g15: t('g15', 'Green', 'Solid', '#26332b', '#3d4d40', [0.93, 0.9]),
  smoke: t('smoke', 'Grey', 'Solid', '#1f2326', '#3a3f44', [0.94, 0.9]),
  brown: t('brown', 'Brown', 'Solid', '#3b2416', '#6a4128', [0.93, 0.88]),
  gradientGrey: t('gradientGrey', 'Grey', 'Gradient', '#1e2124', '#9aa0a6', [0.95, 0.35]),
  gradientBrown: t('gradientBrown', 'Brown', 'Gradient', '#3a2013', '#c79a74', [0.95, 0.35]),
  gradientPink: t('gradientPink', 'Pink', 'Gradient', '#6e3447', '#efc1cf', [0.9, 0.3]),
  mirrorBlue: t('mirrorBlue', 'Blue', 'Mirrored', '#1c4fa3', '#63b3e8', [0.96, 0.94], true),
  mirrorSilver: t('mirrorSilver', 'Silver', 'Mirrored', '#5d6770', '#d7dde2', [0.96, 0.94], true),
  mirrorGold: t('mirrorGold', 'Gold', 'Mirrored', '#8a5a12', '#f0c865', [0.96, 0.94], true),
  mirrorRed: t('mirrorRed', 'Red', 'Mirrored', '#8c1d18', '#f27a3f', [0.96, 0.94], true),
  photochromic: t('photochromic', 'Grey', 'Photochromic', '#5a6068', '#c3c8cd', [0.6, 0.25]),
  clear: t('clear', 'Clear', 'Clear', '#dbe6ee', '#f4f8fb', [0.35, 0.18]),
  blueLight: t('blueLight', 'Clear', 'Blue light filter', '#d3e2f2', '#f2f6fb', [0.4, 0.2]),
  amber: t('amber', 'Yellow', 'Solid', '#e0a91a', '#f3d25b', [0.65, 0.55]),
} as const satisfies Record<string, Tint>;

export type TintId = keyof typeof TINTS;

export const SUN_TINTS: readonly TintId[] = [
  'g15',
  'smoke',
  'brown',
  'gradientGrey',
  'gradientBrown',
  'gradientPink',
  'mirrorBlue',
  'mirrorSilver',
  'mirrorGold',
  'mirrorRed',
];
