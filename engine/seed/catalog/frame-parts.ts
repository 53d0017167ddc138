/**
 * Drawing pieces shared by every view of a frame: the per-image context, strokes in the frame's
 * finish, and the temple arm.
 */
import type { FrameImageSpec } from './image-specs.ts';
import { darken, lighten, luminance, n, type Point } from './svg-kit.ts';
import { framePaint, isMetal, type FramePaint } from './svg-paint.ts';
import { FRAME_COLOURS, type MaterialId } from './vocabulary.ts';

const RIM_WIDTH: Record<MaterialId, number> = {
  acetate: 7.5,
  tr90: 7,
  nylon: 7,
  polycarbonate: 7,
  metal: 3,
  steel: 2.6,
  titanium: 2.2,
};

/** Acetate temple tips on metal frames are dark whatever the frame colour, as on real frames. */
const TIP = '#2b2624';

export interface Ctx {
  spec: FrameImageSpec;
  rim: number;
  paint: FramePaint;
  metal: boolean;
  clipOn: boolean;
  wrap: boolean;
}

export function frameContext(spec: FrameImageSpec): Ctx {
  const metal = isMetal(spec.material);
  return {
    spec,
    // Sunglasses in acetate are cut chunkier than optical fronts.
    rim: RIM_WIDTH[spec.material] + (spec.productType === 'Sunglasses' && !metal ? 1 : 0),
    paint: framePaint('f', spec.frameHex, spec.material, colourName(spec.frameHex), -50, 50),
    metal,
    clipOn: spec.productType === 'Clip-on',
    wrap: spec.productType === 'Safety-glass',
  };
}

export function colourName(hex: string): string {
  return FRAME_COLOURS.find((c) => c.hex === hex)?.en ?? '';
}

/** A stroke drawn in the frame's finish: outline, body, gloss. */
export function frameStroke(ctx: Ctx, d: string, width: number): string {
  const { paint } = ctx;
  return (
    `<path d="${d}" fill="none" stroke="${paint.outline}" stroke-width="${n(width + 1.4)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${paint.fill}" stroke-width="${n(width)}" stroke-linecap="round" stroke-opacity="${paint.opacity}"/>` +
    (paint.gloss ? `<path d="${d}" fill="none" stroke="${paint.gloss}" stroke-width="${n(width)}" stroke-linecap="round"/>` : '')
  );
}

/** Temple arm as drawn in any view: a straight arm to the knee, then the ear bend. */
export function templeArm(ctx: Ctx, from: Point, knee: Point, end: Point, control: Point): string {
  const { spec, metal } = ctx;
  const hex = spec.templeHex;
  const arm = `M${n(from.x)} ${n(from.y)}L${n(knee.x)} ${n(knee.y)}`;
  const ear = `M${n(knee.x)} ${n(knee.y)}Q${n(control.x)} ${n(control.y)} ${n(end.x)} ${n(end.y)}`;
  const line = (d: string, colour: string, width: number, extra = '') =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"${extra}/>`;
  if (metal) {
    return (
      line(arm, darken(hex, 0.35), 3.4) +
      line(arm, lighten(hex, 0.15), 2.2) +
      line(ear, TIP, 5.5) +
      line(ear, lighten(TIP, 0.3), 1.2, ' opacity=".6"')
    );
  }
  const width = ctx.wrap ? 6 : 5.5;
  const both = `${arm}${ear.replace(/^M[^Q]+/, '')}`;
  return (
    line(both, darken(hex, 0.45), width + 1.4) + line(both, hex, width) + line(both, lighten(hex, 0.45), 1.1, ' opacity=".55"')
  );
}

/** Lettering on a temple: graphite on pale colours, gold on everything else. */
export function templeInk(hex: string): string {
  return luminance(hex) > 0.2 ? '#4a4a4a' : '#e6c77a';
}
