/**
 * Studio shots of a frame: front, three-quarter, side and folded. The front is drawn once (see
 * frame-front.ts); the three-quarter view is that front under a perspective-like affine map with
 * temples added, the folded view tucks the temples behind the lenses.
 */
import type { FrameImageSpec } from './image-specs.ts';
import { front } from './frame-front.ts';
import { frameContext, templeArm, type Ctx } from './frame-parts.ts';
import { side } from './frame-side.ts';
import { apply, matrixAttr, type Affine, type Point } from './svg-kit.ts';
import { lensPaint, SHEEN, svgDocument, type StudioView } from './svg-paint.ts';
import { TINTS } from './tints.ts';

export function renderFrame(spec: FrameImageSpec): string {
  const ctx = frameContext(spec);
  const view = VIEWS[spec.angle](ctx);
  const lensDefs = SHEEN + lensPaint('t', TINTS[spec.tint]) + (ctx.clipOn ? lensPaint('t0', TINTS.clear) : '');
  return svgDocument(spec.title, { ...view, defs: lensDefs + ctx.paint.defs + view.defs });
}

const VIEWS: Record<FrameImageSpec['angle'], (ctx: Ctx) => StudioView> = {
  front: (ctx) => {
    const f = front(ctx, 1, ctx.clipOn ? 'up' : null, false);
    return {
      defs: f.defs,
      body: `<g transform="translate(200 138) scale(1.16)">${f.body}</g>`,
      shadow: { cx: 200, cy: 138 + f.bottom * 1.16 + 32, rx: 165, ry: 10, opacity: 0.28 },
    };
  },
  folded: (ctx) => {
    const f = front(ctx, 1, ctx.clipOn ? 'down' : null, true);
    return {
      defs: f.defs,
      body: `<g transform="translate(200 142) scale(1.08 1.02)">${f.body}</g>`,
      shadow: { cx: 200, cy: 142 + f.bottom * 1.02 + 28, rx: 150, ry: 10, opacity: 0.32 },
    };
  },
  'three-quarter': threeQuarter,
  side,
};

function threeQuarter(ctx: Ctx): StudioView {
  const f = front(ctx, 0.82, ctx.clipOn ? 'down' : null, false);
  const m: Affine = { a: 0.8, b: 0.09, c: 0, d: 1.02, e: 152, f: 146 };
  const reach = ctx.wrap ? 0.8 : 1;
  // Temples are parallel in space, so they stay parallel in the picture; the far one mostly hides behind the front.
  const arm = (from: Point, k: number) =>
    templeArm(
      ctx,
      from,
      { x: from.x + 88 * k, y: from.y - 26 * k },
      { x: from.x + 106 * k, y: from.y + 2 * k },
      { x: from.x + 103 * k, y: from.y - 24 * k },
    );
  return {
    defs: f.defs,
    body: `<g opacity=".85">${arm(apply(m, f.left), reach * 0.94)}</g><g transform="${matrixAttr(m)}">${f.body}</g>${arm(apply(m, f.right), reach)}`,
    shadow: { cx: 212, cy: 146 + f.bottom * 1.1 + 36, rx: 160, ry: 11, opacity: 0.28 },
  };
}
