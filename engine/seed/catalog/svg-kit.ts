/**
 * Small helpers for hand-written SVG: colour arithmetic, compact numbers, XML escaping and
 * rounded polygons. Numbers are rounded to one decimal to keep each image a few kilobytes.
 */

export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mix `hex` towards `other` by `amount` (0 = hex, 1 = other). */
export function mix(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

export const lighten = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number): string => mix(hex, '#000000', amount);

/** Relative luminance 0..1, to give pale frames a darker outline so they stand off the white set. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export type Corner = readonly [x: number, y: number, radius: number];

/** A closed path through the corners, each rounded by its radius (quadratic corners). */
export function roundedPolygon(corners: readonly Corner[]): string {
  const count = corners.length;
  const parts: string[] = [];
  corners.forEach(([x, y, r], i) => {
    const [px, py] = corners[(i - 1 + count) % count]!;
    const [nx, ny] = corners[(i + 1) % count]!;
    const toward = (tx: number, ty: number): [number, number] => {
      const len = Math.hypot(tx - x, ty - y) || 1;
      const d = Math.min(r, len / 2);
      return [x + ((tx - x) / len) * d, y + ((ty - y) / len) * d];
    };
    const [ax, ay] = toward(px, py);
    const [bx, by] = toward(nx, ny);
    parts.push(`${i === 0 ? 'M' : 'L'}${n(ax)} ${n(ay)}Q${n(x)} ${n(y)} ${n(bx)} ${n(by)}`);
  });
  return `${parts.join('')}Z`;
}

export interface Point {
  x: number;
  y: number;
}

/** An affine map written as SVG's matrix(a b c d e f). */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export function apply(m: Affine, p: Point): Point {
  return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
}

export function matrixAttr(m: Affine): string {
  return `matrix(${[m.a, m.b, m.c, m.d, m.e, m.f].map((v) => Math.round(v * 1000) / 1000).join(' ')})`;
}
