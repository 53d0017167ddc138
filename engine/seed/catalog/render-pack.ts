/**
 * Contact-lens shots: the retail box (with a blister in front), a lens close-up (clear or with a
 * coloured iris), and the bottle of a care solution with its lens case.
 */
import type { PackImageSpec } from './image-specs.ts';
import { darken, escapeXml, lighten, n } from './svg-kit.ts';
import { FONT, svgDocument, type StudioView } from './svg-paint.ts';

export function renderPack(spec: PackImageSpec): string {
  const view = spec.view === 'box' ? box(spec) : spec.view === 'bottle' ? bottle(spec) : lens(spec);
  return svgDocument(spec.title, view);
}

/** Text that shrinks to fit `max` user units rather than overflow the box face. */
function label(text: string, x: number, y: number, size: number, fill: string, max: number, extra = ''): string {
  // Rough Helvetica advance widths: capitals and bold run wider than lowercase.
  const bold = extra.includes('700');
  const em = [...text].reduce((sum, ch) => sum + (ch === ' ' ? 0.28 : /[A-Z0-9+&]/.test(ch) ? 0.68 : 0.52), 0);
  const spacing = Number(/letter-spacing="([\d.]+)"/.exec(extra)?.[1] ?? 0);
  const estimate = em * size * (bold ? 1.08 : 1) + text.length * spacing;
  const fit = estimate > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}"${fit}${extra}>${escapeXml(text)}</text>`;
}

function box(spec: PackImageSpec): StudioView {
  const a = spec.accentHex;
  const defs =
    `<linearGradient id="fa" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#eef1f4"/></linearGradient>` +
    `<linearGradient id="ac" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(a, 0.15)}"/><stop offset="1" stop-color="${darken(a, 0.2)}"/></linearGradient>` +
    `<linearGradient id="fo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".5" stop-color="#c3cad1"/><stop offset="1" stop-color="#e9edf0"/></linearGradient>` +
    `<radialGradient id="dm" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset="1" stop-color="#cfe4f1" stop-opacity=".5"/></radialGradient>`;
  const body =
    // side and top faces give the box its depth
    '<g transform="translate(-40 -36) scale(1.2)">' +
    `<path d="M286 104L318 82V198L286 222Z" fill="${darken(a, 0.3)}"/>` +
    `<path d="M96 104L128 82H318L286 104Z" fill="#f7f8fa" stroke="#dde1e5" stroke-width=".6"/>` +
    `<rect x="96" y="104" width="190" height="118" fill="url(#fa)"/>` +
    `<path d="M96 176H286V222H96Z" fill="url(#ac)"/>` +
    `<path d="M96 176C150 166 220 186 286 170" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/>` +
    label(spec.brand.toUpperCase(), 108, 128, 15, a, 124, ' font-weight="700" letter-spacing=".5"') +
    label(spec.line, 108, 145, 9.5, '#3b4047', 128) +
    label('CONTACT LENSES', 108, 158, 6, '#8a9097', 90, ' letter-spacing="1.2"') +
    `<rect x="108" y="188" width="${n(Math.max(52, spec.packLabel.length * 6 + 14))}" height="18" rx="9" fill="#fff" opacity=".92"/>` +
    label(spec.packLabel, 115, 200.5, 9, darken(a, 0.25), 80, ' font-weight="700"') +
    `<circle cx="258" cy="136" r="17" fill="none" stroke="${lighten(a, 0.55)}" stroke-width="5"/><circle cx="258" cy="136" r="9" fill="${lighten(a, 0.8)}"/>` +
    // a blister in front of the box, foil up
    `<g transform="translate(272 200) rotate(-8)"><rect x="-34" y="-16" width="68" height="40" rx="9" fill="url(#fo)" stroke="#aeb6be" stroke-width=".6"/>` +
    `<ellipse cx="-6" cy="4" rx="19" ry="14" fill="url(#dm)" stroke="#b9cbd8" stroke-width=".6"/>` +
    label(spec.brand, 16, 8, 5, darken(a, 0.1), 26) +
    '</g></g>';
  return { defs, body, shadow: { cx: 214, cy: 238, rx: 150, ry: 10, opacity: 0.34 } };
}

function lens(spec: PackImageSpec): StudioView {
  const iris = spec.irisHex;
  const defs =
    `<radialGradient id="ln" cx=".42" cy=".38" r=".62"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".8" stop-color="#d6ebf7" stop-opacity=".55"/><stop offset="1" stop-color="#8fc3e0" stop-opacity=".8"/></radialGradient>` +
    (iris
      ? `<radialGradient id="ir"><stop offset=".3" stop-color="${lighten(iris, 0.45)}"/><stop offset=".75" stop-color="${iris}"/><stop offset="1" stop-color="${darken(iris, 0.45)}"/></radialGradient>`
      : '');
  const irisArt = iris ? irisRing(iris) : '';
  const body =
    `<g transform="translate(200 140) scale(1 .84)">` +
    `<circle r="96" fill="url(#ln)" stroke="#93c2dc" stroke-width="2.5"/>` +
    irisArt +
    `<circle r="90" fill="none" stroke="#fff" stroke-width="1.5" opacity=".7"/>` +
    `<path d="M-70-40A80 80 0 0 1-20-78" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".75"/>` +
    `<path d="M-78-14A80 80 0 0 1-74-28" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M60 58A80 80 0 0 1 30 78" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/></g>` +
    label(`${spec.brand} ${spec.line}`, 200, 262, 9, '#6b7280', 240, ' text-anchor="middle" letter-spacing=".6"');
  return { defs, body, shadow: { cx: 206, cy: 232, rx: 104, ry: 9, opacity: 0.22 } };
}

/** A coloured iris print: a gradient ring with fine radial fibres and a dark limbal ring. */
function irisRing(iris: string): string {
  const fibres: string[] = [];
  for (let i = 0; i < 48; i++) {
    const angle = (i / 48) * Math.PI * 2;
    const r1 = 25 + (i % 3) * 2;
    const r2 = 56 - (i % 4) * 3;
    fibres.push(`M${n(Math.cos(angle) * r1)} ${n(Math.sin(angle) * r1)}L${n(Math.cos(angle) * r2)} ${n(Math.sin(angle) * r2)}`);
  }
  return (
    `<circle r="61" fill="url(#ir)" opacity=".92"/>` +
    `<path d="${fibres.join('')}" stroke="${lighten(iris, 0.6)}" stroke-width="1.1" opacity=".45"/>` +
    `<circle r="61" fill="none" stroke="${darken(iris, 0.55)}" stroke-width="4" opacity=".8"/>` +
    `<circle r="23" fill="#e9f3f9" opacity=".85"/>`
  );
}

function bottle(spec: PackImageSpec): StudioView {
  const a = spec.accentHex;
  const defs =
    `<linearGradient id="bt" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9edf1"/><stop offset=".35" stop-color="#fff"/><stop offset="1" stop-color="#d5dbe1"/></linearGradient>` +
    `<linearGradient id="cp" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(a, 0.25)}"/><stop offset=".4" stop-color="${lighten(a, 0.25)}"/><stop offset="1" stop-color="${darken(a, 0.35)}"/></linearGradient>`;
  const body =
    '<g transform="translate(-12 12)">' +
    `<path d="M150 88Q150 72 166 70H214Q230 72 230 88L236 222Q236 234 222 234H158Q144 234 144 222Z" fill="url(#bt)" stroke="#c5ccd3" stroke-width=".8"/>` +
    `<rect x="168" y="36" width="44" height="36" rx="5" fill="url(#cp)"/><rect x="164" y="64" width="52" height="10" rx="3" fill="${darken(a, 0.2)}"/>` +
    `<rect x="148" y="120" width="84" height="84" fill="${a}"/>` +
    label(spec.brand.toUpperCase(), 190, 142, 10, '#fff', 74, ' text-anchor="middle" font-weight="700"') +
    label(spec.line.replace(' Solution', ''), 190, 160, 8, '#fff', 74, ' text-anchor="middle"') +
    label(spec.packLabel, 190, 194, 11, '#fff', 60, ' text-anchor="middle" font-weight="700"') +
    `<path d="M160 84V224" stroke="#fff" stroke-width="5" opacity=".6" stroke-linecap="round"/>` +
    // the lens case beside the bottle
    `<g transform="translate(284 212)"><rect x="-40" y="-8" width="80" height="16" rx="8" fill="${lighten(a, 0.3)}"/>` +
    `<ellipse cx="-22" cy="-8" rx="17" ry="7" fill="${lighten(a, 0.55)}" stroke="${a}" stroke-width="1"/><ellipse cx="22" cy="-8" rx="17" ry="7" fill="#fff" stroke="${a}" stroke-width="1"/>` +
    label('L', -24, -5, 7, a, 10, ' font-weight="700"') +
    label('R', 20, -5, 7, a, 10, ' font-weight="700"') +
    '</g></g>';
  return { defs, body, shadow: { cx: 214, cy: 248, rx: 120, ry: 8, opacity: 0.3 } };
}
