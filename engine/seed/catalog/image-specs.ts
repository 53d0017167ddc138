/**
 * What the renderer needs to draw one catalog image. The generator records a spec beside every
 * SeedImage it emits, so an image can be rendered from its key alone.
 */
import type { TintId } from './tints.ts';
import type { FrameProductType, MaterialId, ShapeId } from './vocabulary.ts';

export type FrameAngle = 'front' | 'three-quarter' | 'side' | 'folded';
export type RimStyle = 'full-rim' | 'semi-rimless' | 'rimless';

export interface FrameImageSpec {
  kind: 'frame';
  title: string;
  productType: FrameProductType;
  shape: ShapeId;
  material: MaterialId;
  rim: RimStyle;
  frameHex: string;
  templeHex: string;
  tint: TintId;
  angle: FrameAngle;
  /** Printed on the temple in the side view. */
  brand: string;
}

export interface PackImageSpec {
  kind: 'pack';
  title: string;
  view: 'box' | 'lens' | 'bottle';
  brand: string;
  line: string;
  /** 'Pack of 30', '360 ml' ... */
  packLabel: string;
  accentHex: string;
  /** Iris colour of a coloured lens; null for a clear lens. */
  irisHex: string | null;
}

/**
 * The front of a frame alone on a transparent background, for the virtual try-on: as wide as the
 * frame (outer edge to outer edge), centred on the bridge, with the lens centres on the middle line.
 */
export interface TryOnImageSpec extends Omit<FrameImageSpec, 'kind' | 'angle'> {
  kind: 'try-on';
}

export type ImageSpec = FrameImageSpec | PackImageSpec | TryOnImageSpec;

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 900;
