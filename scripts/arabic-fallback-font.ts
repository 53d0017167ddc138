/**
 * Writes app/arabic-fallback.css: system fonts reshaped to take Tajawal's room, so that Arabic text
 * drawn before Tajawal arrives (font-display: swap) wraps and sits where it will once Tajawal is
 * there, and the swap moves nothing (it moved product cards and the product page's lines, CLS up to
 * 0.06, whenever the font came after the first paint).
 *
 * For each system font and weight: `size-adjust` makes the fallback's Arabic as wide as Tajawal's
 * over the shop's own Arabic text (every message of the catalogue, shaped with its joining forms);
 * the ascent, descent and line gap overrides then give its lines Tajawal's height. The faces cover
 * exactly the characters Tajawal's Arabic subset draws (its spaces too), nothing else.
 *
 * Run when the font, the fallbacks or the messages change: `npx tsx scripts/arabic-fallback-font.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';

const ROOT = path.resolve(import.meta.dirname, '..');
const TAJAWAL = (weight: number) =>
  path.join(ROOT, `node_modules/@fontsource/tajawal/files/tajawal-arabic-${weight}-normal.woff2`);

/** The system fonts a browser falls back to for Arabic, by the name `local()` finds them under. */
const FALLBACKS: { family: string; faces: { weight: number; local: string; file: string }[] }[] = [
  {
    // Debian, Ubuntu and most Linux desktops (fontconfig's first choice for Arabic there).
    family: 'Tajawal DejaVu',
    faces: [
      { weight: 400, local: 'DejaVu Sans', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
      { weight: 500, local: 'DejaVu Sans', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
      { weight: 700, local: 'DejaVu Sans Bold', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf' },
    ],
  },
];

function open(file: string): Font {
  return fontkit.openSync(file) as Font;
}

/** The shop's Arabic text: every message of the Arabic catalogue. */
function arabicText(): string {
  const po = readFileSync(path.join(ROOT, 'app/locales/ar/messages.po'), 'utf8');
  return [...po.matchAll(/^msgstr "(.+)"$/gm)].map((m) => m[1]).join(' ');
}

/** The width of `text` set in `font`, in ems. */
function width(font: Font, text: string): number {
  const run = font.layout(text);
  return run.positions.reduce((sum, p) => sum + p.xAdvance, 0) / font.unitsPerEm;
}

/** `unicode-range` for the characters a font draws. */
function unicodeRange(font: Font): string {
  const points = [...font.characterSet].filter((c) => c < 0xffff).sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    ranges.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return ranges.join(', ');
}

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/** `text` without what Tajawal leaves to other fonts (Latin, digits, placeholders). */
function drawnBy(font: Font, text: string): string {
  const drawn = new Set(font.characterSet);
  return [...text].filter((c) => drawn.has(c.codePointAt(0)!)).join('');
}

function face(family: string, weight: number, local: string, fallback: Font, tajawal: Font, messages: string): string {
  const text = drawnBy(tajawal, messages);
  const sizeAdjust = width(tajawal, text) / width(fallback, text);
  const metric = (value: number) => percent(Math.abs(value) / tajawal.unitsPerEm / sizeAdjust);
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    `  src: local('${local}');`,
    `  font-weight: ${weight};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${metric(tajawal.ascent)};`,
    `  descent-override: ${metric(tajawal.descent)};`,
    `  line-gap-override: ${metric(tajawal.lineGap)};`,
    `  unicode-range: ${unicodeRange(tajawal)};`,
    '}',
  ].join('\n');
}

const messages = arabicText();
const css = FALLBACKS.flatMap(({ family, faces }) =>
  faces.map(({ weight, local, file }) => face(family, weight, local, open(file), open(TAJAWAL(weight)), messages)),
);
const out = path.join(ROOT, 'app/arabic-fallback.css');
writeFileSync(
  out,
  `/* Written by scripts/arabic-fallback-font.ts: system fonts shaped like Tajawal, for the moment before it arrives. */\n${css.join('\n')}\n`,
);
console.log(`wrote ${path.relative(ROOT, out)}: ${FALLBACKS.map((f) => f.family).join(', ')}`);
