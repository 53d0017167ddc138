/**
 * The front of a frame, in coordinates centred on the bridge: two lenses (one outline, mirrored),
 * rims in the frame finish, bridge, nose pads, end pieces, a clip-on layer, or the one-piece
 * shield of a safety frame. The views place and distort this front.
 */
import { frameStroke, templeArm, type Ctx } from './frame-parts.ts';
import { bridgeGap, lensGeometry, SHIELD_PATH, type LensGeometry } from './shapes.ts';
import { lighten, n, type Point } from './svg-kit.ts';
import { TINTS } from './tints.ts';

export interface Front {
  defs: string;
  body: string;
  /** Where the temples leave the end pieces, in front coordinates. */
  left: Point;
  right: Point;
  top: number;
  bottom: number;
  /** Half the front's width, out to the end pieces or the rims, whichever reaches further. */
  halfWidth: number;
  /** Height of the wearer's pupils: the lens centres, or the shield's optical centre. */
  eyeY: number;
}

/** The front of the frame, centred on the bridge. `leftScale` < 1 shrinks the far lens for perspective. */
export function front(ctx: Ctx, leftScale: number, clip: 'up' | 'down' | null, folded: boolean): Front {
  if (ctx.wrap) return shieldFront(ctx, folded);
  const { spec } = ctx;
  const geo = lensGeometry(spec.shape);
  const gap = bridgeGap(spec.shape);
  const inner = -geo.innerX;
  const rightX = gap / 2 + inner;
  const leftX = -(gap / 2 + inner * leftScale);
  const right = { x: rightX + geo.hinge[0] + 9, y: geo.hinge[1] };
  const left = { x: leftX - (geo.hinge[0] + 9) * leftScale, y: geo.hinge[1] * (0.5 + leftScale / 2) };
  const defs =
    `<path id="p" d="${geo.path}"/><clipPath id="c"><use href="#p"/></clipPath>` +
    (spec.rim === 'semi-rimless'
      ? `<clipPath id="u"><rect x="-80" y="-80" width="160" height="${n(80 + geo.top + (geo.bottom - geo.top) * 0.42)}"/></clipPath>`
      : '') +
    `<g id="L">${lens(ctx, ctx.clipOn ? 't0' : 't')}${rimStrokes(ctx)}</g>` +
    (clip ? `<g id="K">${lens(ctx, 't')}<use href="#p" fill="none" stroke="#34383d" stroke-width="1.6"/></g>` : '');
  const place = (id: string, x: number, y: number, sx: number, sy: number) =>
    `<use href="#${id}" transform="translate(${n(x)} ${n(y)})scale(${Math.round(sx * 100) / 100} ${Math.round(sy * 100) / 100})"/>`;
  const sy = 0.5 + leftScale / 2;
  const parts = [
    folded ? foldedTemples(ctx, left, right, rightX, leftX) : '',
    place('L', leftX, 0, -leftScale, sy),
    place('L', rightX, 0, 1, 1),
    bridge(ctx, geo, gap),
    endPiece(ctx, right, 1),
    endPiece(ctx, left, -1),
  ];
  if (clip === 'down') {
    parts.push(place('K', leftX, 0, -leftScale * 1.03, sy * 1.03), place('K', rightX, 0, 1.03, 1.03), clipBar(geo.top - 3, gap));
  } else if (clip === 'up') {
    // Flipped up about the top rim: mirrored vertically and foreshortened to a third.
    const y = geo.top * 1.3 - 2;
    parts.push(place('K', leftX, y, -leftScale * 1.03, -0.3), place('K', rightX, y, 1.03, -0.3), clipBar(geo.top - 6, gap));
  }
  const clipScale = clip === 'down' ? 1.03 : 1;
  const halfWidth = Math.max(rightX + geo.outerX * clipScale + (ctx.rim + 3) / 2, right.x + (endPieceHeight(ctx) + 1.4) / 2);
  return { defs, body: parts.join(''), left, right, top: geo.top, bottom: geo.bottom, halfWidth, eyeY: 0 };
}

function lens(ctx: Ctx, tintId: string): string {
  const tint = TINTS[tintId === 't0' ? 'clear' : ctx.spec.tint];
  const clear = tint.alpha[0] < 0.5;
  const sheen = tint.mirror ? 0.55 : clear ? 0.7 : 0.38;
  const edge = clear ? '<use href="#p" fill="none" stroke="#7f97aa" stroke-opacity=".35" stroke-width="4"/>' : '';
  return (
    `<use href="#p" fill="url(#${tintId})"/><g clip-path="url(#c)">${edge}` +
    `<path d="M-75-62H8L-75 28Z" fill="url(#h)" opacity="${sheen}"/>` +
    `<path d="M22-62h9l-56 124h-9Z" fill="#fff" opacity="${clear ? 0.35 : 0.13}"/>` +
    `<path d="M40-62h4l-56 124h-4Z" fill="#fff" opacity="${clear ? 0.3 : 0.1}"/></g>`
  );
}

function rimStrokes(ctx: Ctx): string {
  const { spec, rim, paint } = ctx;
  if (spec.rim === 'rimless') return '<use href="#p" fill="none" stroke="#aab4bc" stroke-width="1"/>';
  const width = spec.rim === 'semi-rimless' ? rim + 1.5 : rim;
  const strokes =
    `<use href="#p" fill="none" stroke="${paint.outline}" stroke-width="${n(width + 1.4)}"/>` +
    `<use href="#p" fill="none" stroke="${paint.fill}" stroke-width="${n(width)}" stroke-opacity="${paint.opacity}"/>` +
    (paint.gloss ? `<use href="#p" fill="none" stroke="${paint.gloss}" stroke-width="${n(width)}"/>` : '');
  if (spec.rim === 'semi-rimless') {
    return `<use href="#p" fill="none" stroke="#9aa3ab" stroke-width=".8"/><g clip-path="url(#u)">${strokes}</g>`;
  }
  return strokes;
}

function bridge(ctx: Ctx, geo: LensGeometry, gap: number): string {
  const { spec, rim, metal } = ctx;
  const by = geo.bridgeY;
  const half = gap / 2;
  const rimless = spec.rim === 'rimless';
  let out = '';
  if (metal || rimless) {
    const reach = rimless ? half + 6 : half + 1;
    out += frameStroke(ctx, `M${n(-reach)} ${n(by)}Q0 ${n(by - 8)} ${n(reach)} ${n(by)}`, rimless ? 2.4 : rim);
    if (spec.shape === 'aviator') {
      const x = half + 24;
      out += frameStroke(ctx, `M${n(-x)} ${n(geo.top + 3)}Q0 ${n(geo.top - 1)} ${n(x)} ${n(geo.top + 3)}`, rim);
    }
    out += nosePads(half, by);
  } else {
    out += frameStroke(ctx, `M${n(-half - 3)} ${n(by + 3)}Q0 ${n(by - 9)} ${n(half + 3)} ${n(by + 3)}`, rim);
  }
  return out;
}

function nosePads(half: number, by: number): string {
  const pad = (s: number) =>
    `<path d="M${n(s * (half + 1))} ${n(by + 1)}q${n(s * 5)} 10 ${n(s * 3)} 22" fill="none" stroke="#8d969e" stroke-width="1"/>` +
    `<ellipse cx="${n(s * (half + 4))}" cy="${n(by + 30)}" rx="3.4" ry="7" transform="rotate(${s * 14} ${n(s * (half + 4))} ${n(by + 30)})" fill="#f1f4f7" fill-opacity=".75" stroke="#a4adb5" stroke-width=".6"/>`;
  return pad(1) + pad(-1);
}

function endPieceHeight(ctx: Ctx): number {
  return ctx.metal || ctx.spec.rim === 'rimless' ? 4.5 : Math.max(6, ctx.rim);
}

function endPiece(ctx: Ctx, at: Point, side: 1 | -1): string {
  const h = endPieceHeight(ctx);
  const x0 = at.x - side * 14;
  const d = `M${n(x0)} ${n(at.y)}H${n(at.x)}`;
  return (
    frameStroke(ctx, d, h) +
    (ctx.metal ? `<circle cx="${n(at.x - side * 4)}" cy="${n(at.y)}" r=".9" fill="${lighten(ctx.spec.frameHex, 0.6)}"/>` : '')
  );
}

function clipBar(y: number, gap: number): string {
  return `<rect x="${n(-gap / 2 - 6)}" y="${n(y - 2)}" width="${n(gap + 12)}" height="5" rx="2" fill="#34383d"/><rect x="-3" y="${n(y - 4)}" width="6" height="8" rx="1.5" fill="#50555b"/>`;
}

function foldedTemples(ctx: Ctx, left: Point, right: Point, rightX: number, leftX: number): string {
  const r = templeArm(
    ctx,
    right,
    { x: leftX + 4, y: right.y + 24 },
    { x: leftX - 18, y: right.y + 32 },
    { x: leftX - 8, y: right.y + 26 },
  );
  const l = templeArm(
    ctx,
    left,
    { x: rightX - 4, y: left.y + 14 },
    { x: rightX + 18, y: left.y + 20 },
    { x: rightX + 8, y: left.y + 15 },
  );
  return l + r;
}

/** One-piece wraparound shield with side shields, a brow bar and a soft nose bridge, at 80 % so the wrap fits the set. */
function shieldFront(ctx: Ctx, folded: boolean): Front {
  const { paint } = ctx;
  const scale = 0.8;
  const defs = `<path id="p" d="${SHIELD_PATH}"/><clipPath id="c"><use href="#p"/></clipPath>`;
  const sideShield = (s: 1 | -1) => {
    const x = (v: number) => n(200 + s * v);
    return (
      `<path d="M${x(142)} 112L${x(166)} 119L${x(168)} 152L${x(146)} 158Z" fill="url(#t)" stroke="${paint.outline}" stroke-width="1.2"/>` +
      `<path d="M${x(152)} 124v22M${x(158)} 126v20" stroke="${paint.outline}" stroke-width="1.4" stroke-linecap="round" opacity=".6"/>`
    );
  };
  const hinge = { x: 168, y: -22 };
  const temples = folded ? foldedTemples(ctx, { x: -hinge.x, y: hinge.y }, hinge, 120, -120) : '';
  const body =
    `<g transform="scale(${scale})">${temples}<g transform="translate(-200 -140)">${sideShield(1)}${sideShield(-1)}` +
    '<use href="#p" fill="url(#t)"/><g clip-path="url(#c)">' +
    '<path d="M40 80H190L60 190Z" fill="url(#h)" opacity=".55"/><path d="M250 80h10l-70 130h-10Z" fill="#fff" opacity=".25"/></g>' +
    `<use href="#p" fill="none" stroke="${paint.outline}" stroke-width="1.2" opacity=".7"/>` +
    frameStroke(ctx, 'M58 112C110 92 290 92 342 112', 7) +
    frameStroke(ctx, 'M342 112L366 118M58 112L34 118', 6) +
    '<path d="M184 170Q200 150 216 170" fill="none" stroke="#4a4f55" stroke-width="6" stroke-linecap="round"/></g></g>';
  return {
    defs,
    body,
    left: { x: -hinge.x * scale, y: hinge.y * scale },
    right: { x: hinge.x * scale, y: hinge.y * scale },
    top: -46 * scale,
    bottom: 56 * scale,
    // The side shields' outer edge (200 ± 168) plus the end pieces' stroke.
    halfWidth: 170 * scale,
    // The pupils sit a little above the shield's middle.
    eyeY: -5 * scale,
  };
}
