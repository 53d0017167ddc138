/**
 * Chromium's fake camera plays a Y4M file in a loop (`--use-file-for-fake-video-capture`). This
 * turns a PNG portrait into one: the face holds still, then moves sideways by `shift` pixels and
 * holds again, so a test can see the frame follow it. Written to the temp folder, never to git.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';

const FPS = 5;
const SECONDS_PER_POSITION = 4;

/** BT.601 full range ("C420jpeg"): what Y4M players expect for camera-like pictures. */
function toI420(rgba: Buffer, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 4;
      y[row * width + col] = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    }
  }
  for (let row = 0; row < height; row += 2) {
    for (let col = 0; col < width; col += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const i = ((row + dy) * width + col + dx) * 4;
        r += rgba[i]! / 4;
        g += rgba[i + 1]! / 4;
        b += rgba[i + 2]! / 4;
      }
      const c = (row / 2) * (width / 2) + col / 2;
      u[c] = Math.min(255, Math.max(0, -0.168736 * r - 0.331264 * g + 0.5 * b + 128));
      v[c] = Math.min(255, Math.max(0, 0.5 * r - 0.418688 * g - 0.081312 * b + 128));
    }
  }
  return Buffer.concat([y, u, v]);
}

/** The portrait on a grey canvas `shift` pixels wider, placed at `offset`. */
function placed(portrait: PNG, shift: number, offset: number): Buffer {
  const width = portrait.width + shift;
  const rgba = Buffer.alloc(width * portrait.height * 4, 128);
  for (let row = 0; row < portrait.height; row++) {
    portrait.data.copy(rgba, (row * width + offset) * 4, row * portrait.width * 4, (row + 1) * portrait.width * 4);
  }
  return toI420(rgba, width, portrait.height);
}

export function fakeCameraVideo(pngPath: string, shift: number): string {
  const portrait = PNG.sync.read(fs.readFileSync(pngPath));
  const width = portrait.width + shift;
  const file = path.join(os.tmpdir(), `nazzara-fake-camera-${path.basename(pngPath, '.png')}-${shift}.y4m`);
  if (fs.existsSync(file)) return file;
  const frames = [placed(portrait, shift, 0), placed(portrait, shift, shift)];
  const header = `YUV4MPEG2 W${width} H${portrait.height} F${FPS}:1 Ip A1:1 C420jpeg\n`;
  const parts: Buffer[] = [Buffer.from(header)];
  for (const picture of frames) {
    for (let i = 0; i < FPS * SECONDS_PER_POSITION; i++) parts.push(Buffer.from('FRAME\n'), picture);
  }
  // Written whole, then renamed: a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.concat(parts));
  fs.renameSync(partial, file);
  return file;
}
