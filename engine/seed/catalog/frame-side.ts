/**
 * The side view: the frame seen from the wearer's right, lens nearly edge-on and the temple arm
 * in full profile with the brand on it.
 */
import { colourName, frameStroke, templeArm, templeInk, type Ctx } from './frame-parts.ts';
import { lensGeometry, type LensGeometry } from './shapes.ts';
import { darken, escapeXml, n } from './svg-kit.ts';
import { FONT, framePaint, type StudioView } from './svg-paint.ts';

/** The frame seen from the wearer's right: the lens nearly edge-on, the temple arm in full profile. */
export function side(ctx: Ctx): StudioView {
  const { spec, metal } = ctx;
  const fx = 92;
  const cy = 146;
  const geo = ctx.wrap ? null : lensGeometry(spec.shape);
  const top = cy + (geo?.top ?? -46) * 0.95;
  const bottom = cy + (geo?.bottom ?? 56) * 0.95;
  const hinge = { x: fx + (geo ? geo.hinge[0] * 0.2 : 22), y: cy + (geo?.hinge[1] ?? -24) * 0.95 };
  const temple = framePaint('k', spec.templeHex, spec.material, colourName(spec.templeHex), hinge.y - 6, hinge.y + 6);
  // The lens is drawn in its own coordinates (ctx.paint fits those); pieces drawn straight on the canvas need a finish spanning the canvas rows.
  const canvas: Ctx = { ...ctx, paint: framePaint('s', spec.frameHex, spec.material, colourName(spec.frameHex), top, bottom) };
  const parts = [geo ? sideLens(ctx, geo, fx, cy) : sideShield(canvas, fx, top, bottom)];
  if (metal) {
    parts.push(templeArm(ctx, hinge, { x: 300, y: hinge.y + 4 }, { x: 348, y: hinge.y + 54 }, { x: 338, y: hinge.y + 6 }));
  } else {
    const { x, y } = hinge;
    const d = `M${n(x)} ${n(y - 5)}L300 ${n(y - 2)}Q340 ${n(y)} 353 ${n(y + 50)}L346 ${n(y + 52)}Q333 ${n(y + 9)} 298 ${n(y + 5)}L${n(x)} ${n(y + 6)}Z`;
    parts.push(
      `<path d="${d}" fill="${temple.fill}" stroke="${temple.outline}" stroke-width="1.2"/>`,
      temple.gloss ? `<path d="${d}" fill="${temple.gloss}"/>` : '',
      `<text x="${n(x + 40)}" y="${n(y + 2.6)}" font-family="${FONT}" font-size="5.6" letter-spacing="1.4" fill="${templeInk(spec.templeHex)}" opacity=".9">${escapeXml(spec.brand.toUpperCase())}</text>`,
    );
  }
  parts.push(frameStroke(canvas, `M${n(hinge.x - 6)} ${n(hinge.y)}H${n(hinge.x + 12)}`, metal ? 4.5 : 7));
  if (metal || spec.rim === 'rimless') {
    const my = (top + bottom) / 2;
    parts.push(
      `<path d="M${fx - 2} ${n(my - 6)}q-8 4 -9 14" fill="none" stroke="#8d969e" stroke-width="1"/><ellipse cx="${fx - 11}" cy="${n(my + 12)}" rx="2.6" ry="6" fill="#f1f4f7" fill-opacity=".8" stroke="#a4adb5" stroke-width=".6"/>`,
    );
  }
  if (ctx.clipOn) {
    parts.push(
      `<path d="M${fx - 2} ${n(top)}l-18 -34" stroke="#34383d" stroke-width="6" stroke-linecap="round"/><path d="M${fx - 4} ${n(top - 4)}l-14 -27" stroke="url(#t)" stroke-width="3.4"/>`,
    );
  }
  return {
    defs: temple.defs + canvas.paint.defs + (geo ? `<path id="p" d="${geo.path}"/>` : ''),
    body: parts.join(''),
    shadow: { cx: 222, cy: bottom + 24, rx: 150, ry: 8, opacity: 0.26 },
  };
}

/** The lens turned almost edge-on (x squeezed to a fifth); the rim keeps its width, showing its depth. */
function sideLens(ctx: Ctx, geo: LensGeometry, fx: number, cy: number): string {
  const { spec, rim, paint } = ctx;
  const t = (dx: number) => `translate(${n(fx + dx)} ${cy}) scale(.2 .95)`;
  const stroke = (colour: string, width: number, dx: number) =>
    `<use href="#p" transform="${t(dx)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" vector-effect="non-scaling-stroke"/>`;
  if (spec.rim === 'rimless') return `<use href="#p" transform="${t(0)}" fill="url(#t)"/>${stroke('#aab4bc', 1, 0)}`;
  const depth = ctx.metal ? 2 : 5;
  return (
    stroke(paint.outline, rim + 1.4, depth) +
    stroke(darken(spec.frameHex, 0.25), rim, depth) +
    `<use href="#p" transform="${t(0)}" fill="url(#t)"/>` +
    stroke(paint.outline, rim + 1.4, 0) +
    stroke(paint.fill, rim, 0) +
    (paint.gloss ? stroke(paint.gloss, rim, 0) : '')
  );
}

function sideShield(ctx: Ctx, fx: number, top: number, bottom: number): string {
  const { paint } = ctx;
  const mid = (top + bottom) / 2;
  return (
    `<path d="M${fx} ${n(top + 4)}L${fx + 40} ${n(top + 12)}L${fx + 36} ${n(bottom - 20)}L${fx + 2} ${n(bottom - 6)}Q${fx - 12} ${n(mid)} ${fx} ${n(top + 4)}Z" fill="url(#t)" stroke="${paint.outline}" stroke-width="1.2"/>` +
    `<path d="M${fx + 14} ${n(top + 14)}v26M${fx + 22} ${n(top + 16)}v24" stroke="${paint.outline}" stroke-width="1.6" stroke-linecap="round" opacity=".6"/>` +
    frameStroke(ctx, `M${fx - 2} ${n(top + 2)}L${fx + 42} ${n(top + 10)}`, 6)
  );
}
