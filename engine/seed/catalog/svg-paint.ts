/**
 * The studio set every picture shares (document, backdrop, floor shadow) and the paint servers:
 * frame finishes (gloss acetate, tortoise mottling, polished metal) and lens tints.
 */
import type { MaterialId } from './vocabulary.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './image-specs.ts';
import { darken, escapeXml, lighten, luminance, n } from './svg-kit.ts';
import type { Tint } from './tints.ts';

export const FONT = 'Helvetica Neue,Helvetica,Arial,sans-serif';

export interface Shadow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  opacity: number;
}

/** One picture's content: its defs, the drawing, and where its floor shadow falls. */
export interface StudioView {
  defs: string;
  body: string;
  shadow: Shadow;
}

/**
 * The whole SVG document on the studio set: a soft white sweep with a light-grey falloff and a
 * blurred floor shadow, the e-commerce packshot look. 1200x900 pixels over a 400x300 user space
 * keeps the numbers (and the file) small.
 */
export function svgDocument(title: string, view: StudioView): string {
  const { cx, cy, rx, ry, opacity } = view.shadow;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 400 300" role="img"><title>${escapeXml(title)}</title><defs>` +
    '<radialGradient id="bg" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#f3f4f6"/><stop offset="1" stop-color="#e2e5e9"/></radialGradient>' +
    '<filter id="bl" x="-30%" y="-300%" width="160%" height="700%"><feGaussianBlur stdDeviation="5"/></filter>' +
    // A soft drop shadow that follows the product's own outline, under the floor shadow's glow.
    '<filter id="ds" x="-10%" y="-10%" width="120%" height="140%"><feColorMatrix values="0 0 0 0 .11 0 0 0 0 .14 0 0 0 0 .19 0 0 0 .22 0"/><feGaussianBlur stdDeviation="3.5"/><feOffset dy="9"/></filter>' +
    `${view.defs}</defs><rect width="400" height="300" fill="url(#bg)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#1d2530" opacity="${opacity}" filter="url(#bl)"/>` +
    `<use href="#o" filter="url(#ds)"/><g id="o">${view.body}</g></svg>`
  );
}

const METALS: ReadonlySet<MaterialId> = new Set(['metal', 'titanium', 'steel']);

export function isMetal(material: MaterialId): boolean {
  return METALS.has(material);
}

export interface FramePaint {
  defs: string;
  /** Paint for the body of a rim or temple. */
  fill: string;
  /** Optional gloss layer drawn over the body with the same geometry. */
  gloss: string | null;
  /** Darker edge that separates the frame from the white set. */
  outline: string;
  /** Crystal frames are see-through. */
  opacity: number;
}

/**
 * Frame finish for one colour. `id` keeps ids apart when a picture needs two finishes (front and
 * temples); y1..y2 is the vertical span, in user space, the gradient runs over.
 */
export function framePaint(
  id: string,
  hex: string,
  material: MaterialId,
  colourName: string,
  y1: number,
  y2: number,
): FramePaint {
  const span = `gradientUnits="userSpaceOnUse" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}"`;
  const pale = luminance(hex) > 0.45;
  const outline = pale ? darken(hex, 0.38) : darken(hex, 0.5);
  if (isMetal(material)) {
    return {
      defs:
        `<linearGradient id="${id}" ${span}><stop offset="0" stop-color="${lighten(hex, 0.55)}"/><stop offset=".42" stop-color="${hex}"/>` +
        `<stop offset=".6" stop-color="${darken(hex, 0.25)}"/><stop offset="1" stop-color="${lighten(hex, 0.3)}"/></linearGradient>`,
      fill: `url(#${id})`,
      gloss: null,
      outline,
      opacity: 1,
    };
  }
  const gloss =
    `<linearGradient id="${id}g" ${span}><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>`;
  const mottled = colourName === 'Tortoise' || colourName === 'Havana';
  // Tortoiseshell: amber ground with irregular dark flecks and honey highlights, tiled at an angle.
  const base = mottled
    ? `<pattern id="${id}" patternUnits="userSpaceOnUse" width="30" height="22" patternTransform="rotate(28)"><rect width="30" height="22" fill="${hex}"/>` +
      `<path d="M2 3c5-3 9 0 8 4s-7 5-9 2 0-4 1-6zM16 12c4-2 10-1 9 3s-8 4-10 1zM20 1c3 0 5 2 3 4s-5 0-3-4zM4 15c2-1 5 1 4 3s-5 1-4-3z" fill="${darken(hex, 0.55)}" opacity=".85"/>` +
      `<path d="M11 9c2-1 4 0 3 2s-4 1-3-2zM25 8c2 0 3 2 1 3s-3-1-1-3zM8 19c2-1 4 0 3 2s-4 0-3-2z" fill="#d9a35a" opacity=".7"/></pattern>`
    : '';
  return {
    defs: base + gloss,
    fill: mottled ? `url(#${id})` : hex,
    gloss: `url(#${id}g)`,
    outline,
    opacity: colourName === 'Crystal' ? 0.72 : 1,
  };
}

/** A lens tint, top to bottom, slightly diagonal so the lens reads as curved. */
export function lensPaint(id: string, tint: Tint): string {
  const [a, b] = tint.alpha;
  const mid = tint.mirror ? `<stop offset=".5" stop-color="${lighten(tint.bottom, 0.25)}" stop-opacity="${b}"/>` : '';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2=".25" y2="1"><stop offset="0" stop-color="${tint.top}" stop-opacity="${a}"/>${mid}` +
    `<stop offset="1" stop-color="${tint.bottom}" stop-opacity="${b}"/></linearGradient>`
  );
}

/** The white sheen that makes a lens read as glass. */
export const SHEEN =
  '<linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>';
