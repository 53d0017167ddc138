/**
 * The try-on picture of a frame: its front alone, no studio set, on a transparent background.
 * The storefront lays it over a face, so the picture keeps a fixed contract (docs/tryon.md): it is
 * exactly as wide as the frame, the bridge is at the horizontal centre and the pupils' height
 * (the lens centres) is on the vertical middle line.
 */
import { front, type Front } from './frame-front.ts';
import { frameContext, type Ctx } from './frame-parts.ts';
import type { TryOnImageSpec } from './image-specs.ts';
import { escapeXml, n } from './svg-kit.ts';
import { lensPaint, SHEEN } from './svg-paint.ts';
import { TINTS } from './tints.ts';

/** Pixels per user unit, as the 1200x900 studio shots over their 400x300 user space. */
const PIXELS_PER_UNIT = 3;

interface Layout {
  ctx: Ctx;
  front: Front;
  halfWidth: number;
  halfHeight: number;
}

function layout(spec: TryOnImageSpec): Layout {
  const ctx = frameContext({ ...spec, kind: 'frame', angle: 'front' });
  // Clip-ons are tried on with the sun lens down, as they are worn in the sun.
  const f = front(ctx, 1, ctx.clipOn ? 'down' : null, false);
  // Room above for the rim's stroke and a clip-on's bar, below for the rim and the nose pads.
  const above = f.eyeY - (f.top - ctx.rim / 2 - 10);
  const below = f.bottom + ctx.rim / 2 + 6 - f.eyeY;
  // Whole units keep the viewBox and the pixel size in exact proportion.
  return { ctx, front: f, halfWidth: Math.ceil(f.halfWidth), halfHeight: Math.ceil(Math.max(above, below)) };
}

export function tryOnSize(spec: TryOnImageSpec): { width: number; height: number } {
  const { halfWidth, halfHeight } = layout(spec);
  return { width: 2 * halfWidth * PIXELS_PER_UNIT, height: 2 * halfHeight * PIXELS_PER_UNIT };
}

export function renderTryOn(spec: TryOnImageSpec): string {
  const { ctx, front: f, halfWidth, halfHeight } = layout(spec);
  const { width, height } = tryOnSize(spec);
  const lensDefs = SHEEN + lensPaint('t', TINTS[spec.tint]) + (ctx.clipOn ? lensPaint('t0', TINTS.clear) : '');
  const viewBox = `${-halfWidth} ${n(f.eyeY - halfHeight)} ${2 * halfWidth} ${2 * halfHeight}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img">` +
    `<title>${escapeXml(spec.title)}</title><defs>${lensDefs}${ctx.paint.defs}${f.defs}</defs>${f.body}</svg>`
  );
}
