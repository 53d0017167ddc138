/**
 * A frame product before it becomes Shopify data: every choice the planner makes, in shop terms.
 * The product builder, the copywriter and the image specs all read from this one record.
 */
import type { Brand } from './brands.ts';
import type { RimStyle } from './image-specs.ts';
import type { PriceRange } from './pricing.ts';
import type { TintId } from './tints.ts';
import type { Colour, FrameProductType, GenderId, MaterialId, ShapeId } from './vocabulary.ts';

export type AgeGroup = 'adults' | 'teens' | 'kids';

export interface FrameModel {
  type: FrameProductType;
  brand: Brand;
  model: string;
  style: string;
  /** 'Limited Edition ...' for the collector pieces. */
  edition: string | null;
  shape: ShapeId;
  material: MaterialId;
  rim: RimStyle;
  gender: GenderId;
  ageGroup: AgeGroup;
  colours: Colour[];
  /** Temple colour per frame colour (two-tone frames have metal temples). */
  templeColours: Colour[];
  /** Lens widths in mm when the frame comes in several sizes; empty for one size. */
  sizes: number[];
  lensWidth: number;
  bridge: number;
  temple: number;
  tint: TintId;
  polarized: boolean;
  lensMaterial: string;
  /** Strength option for readers. */
  powers: string[];
  priceRange: PriceRange;
  soldOut: boolean;
  springHinges: boolean;
  expressDelivery: boolean;
}
