/**
 * Writes a contact sheet of the seed images, to look at them in a browser:
 *   npx tsx engine/seed/catalog/preview.ts /tmp/seed-preview [key-regex]
 * then open /tmp/seed-preview/index.html. Never writes into the repository by default.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSeedImage, seedImageSpecs } from './images.ts';
import { escapeXml } from './svg-kit.ts';

const outDir = process.argv[2] ?? '/tmp/seed-preview';
const filter = new RegExp(process.argv[3] ?? '.');
mkdirSync(outDir, { recursive: true });

const tiles: string[] = [];
for (const key of seedImageSpecs().keys()) {
  if (!filter.test(key)) continue;
  const svg = renderSeedImage(key);
  if (svg === null) continue;
  writeFileSync(join(outDir, `${key}.svg`), svg);
  tiles.push(
    `<figure><img src="${key}.svg" width="400" height="300" alt=""><figcaption>${escapeXml(key)} · ${svg.length} B</figcaption></figure>`,
  );
}
writeFileSync(
  join(outDir, 'index.html'),
  '<!doctype html><meta charset="utf-8"><title>Seed images</title><style>body{margin:0;display:grid;grid-template-columns:repeat(auto-fill,400px);gap:8px;font:11px sans-serif}figure{margin:0}</style>' +
    tiles.join(''),
);
console.log(`${tiles.length} images in ${outDir}/index.html`);
