/**
 * A picture with two people: the portrait at full size beside a copy at three quarters, on grey.
 * The try-on must use the larger face and say it saw more than one.
 */
import fs from 'node:fs';
import { PNG } from 'pngjs';

export const SMALLER = 0.75;

export function twoFacesPng(pngPath: string): Buffer {
  const portrait = PNG.sync.read(fs.readFileSync(pngPath));
  const small = { width: Math.round(portrait.width * SMALLER), height: Math.round(portrait.height * SMALLER) };
  const out = new PNG({ width: portrait.width + small.width, height: portrait.height });
  out.data.fill(128);
  for (let row = 0; row < portrait.height; row++) {
    portrait.data.copy(out.data, row * out.width * 4, row * portrait.width * 4, (row + 1) * portrait.width * 4);
  }
  // Nearest-neighbour is enough for a detector that looks at the picture at 416 px anyway.
  const top = portrait.height - small.height;
  for (let row = 0; row < small.height; row++) {
    for (let col = 0; col < small.width; col++) {
      const from = (Math.floor(row / SMALLER) * portrait.width + Math.floor(col / SMALLER)) * 4;
      portrait.data.copy(out.data, ((top + row) * out.width + portrait.width + col) * 4, from, from + 4);
    }
  }
  return PNG.sync.write(out);
}
