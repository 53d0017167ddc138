/**
 * Lens outlines for the eight frame shapes, drawn for the lens on the viewer's right in local
 * coordinates centred on the lens (+x towards the temple, -x towards the nose). The left lens is
 * the same outline mirrored. `hinge` is where the end piece leaves the rim; `bridgeY` where the
 * bridge meets it.
 */
import { roundedPolygon } from './svg-kit.ts';
import type { ShapeId } from './vocabulary.ts';

export interface LensGeometry {
  path: string;
  /** Distance from the lens centre to its inner edge, i.e. half the bridge gap is added to this. */
  innerX: number;
  outerX: number;
  top: number;
  bottom: number;
  hinge: readonly [number, number];
  bridgeY: number;
}

const GEOMETRY: Record<ShapeId, LensGeometry> = {
  round: {
    path: 'M-50 0A50 50 0 1 1 50 0A50 50 0 1 1-50 0Z',
    innerX: -50,
    outerX: 50,
    top: -50,
    bottom: 50,
    hinge: [46, -20],
    bridgeY: -18,
  },
  oval: {
    path: 'M-57 0A57 39 0 1 1 57 0A57 39 0 1 1-57 0Z',
    innerX: -57,
    outerX: 57,
    top: -39,
    bottom: 39,
    hinge: [54, -14],
    bridgeY: -12,
  },
  rectangle: {
    path: roundedPolygon([
      [-58, -31, 13],
      [58, -33, 15],
      [56, 29, 20],
      [-54, 31, 18],
    ]),
    innerX: -58,
    outerX: 58,
    top: -33,
    bottom: 31,
    hinge: [57, -22],
    bridgeY: -14,
  },
  square: {
    path: roundedPolygon([
      [-54, -44, 14],
      [54, -46, 16],
      [52, 42, 22],
      [-52, 42, 20],
    ]),
    innerX: -54,
    outerX: 54,
    top: -46,
    bottom: 42,
    hinge: [54, -32],
    bridgeY: -22,
  },
  geometric: {
    path: roundedPolygon([
      [-58, -6, 4],
      [-32, -44, 4],
      [32, -44, 4],
      [58, -6, 4],
      [34, 42, 4],
      [-34, 42, 4],
    ]),
    innerX: -58,
    outerX: 58,
    top: -44,
    bottom: 42,
    hinge: [50, -18],
    bridgeY: -16,
  },
  'cat-eye': {
    path: 'M-54-26C-30-36 20-36 48-40Q66-46 64-32C62-12 54 6 38 20C22 34-18 38-38 30C-54 22-58-10-54-26Z',
    innerX: -56,
    outerX: 64,
    top: -43,
    bottom: 35,
    hinge: [62, -32],
    bridgeY: -18,
  },
  'semi-cateye': {
    path: 'M-54-26C-20-36 30-38 58-37C62-18 56 14 36 28C14 40-32 38-48 24C-58 12-58-16-54-26Z',
    innerX: -57,
    outerX: 60,
    top: -38,
    bottom: 37,
    hinge: [58, -30],
    bridgeY: -20,
  },
  aviator: {
    path: 'M-52-32C-16-40 34-38 58-30C66-6 52 30 20 46C0 54-24 50-40 30C-52 14-56-18-52-32Z',
    innerX: -55,
    outerX: 62,
    top: -38,
    bottom: 50,
    hinge: [59, -28],
    bridgeY: -22,
  },
};

export function lensGeometry(shape: ShapeId): LensGeometry {
  return GEOMETRY[shape];
}

/** Gap between the two lenses at the bridge: wider for round frames (keyhole bridges). */
export function bridgeGap(shape: ShapeId): number {
  return shape === 'round' ? 26 : shape === 'aviator' ? 20 : 22;
}

/** The shield of a wraparound safety frame, both eyes in one piece, in canvas coordinates (centre 200). */
export const SHIELD_PATH =
  'M58 112C110 92 290 92 342 112L346 148C342 184 282 198 238 182C222 176 212 162 200 160C188 162 178 176 162 182C118 198 58 184 54 148Z';
