/**
 * Serves the product videos the catalog declares (`/cdn/shop/videos/{handle}.mp4|webm`). Every one
 * plays the same committed brand clip (engine/assets), with byte-range support because browsers
 * stream video with Range requests (Safari will not play an MP4 without it).
 */
import fs from 'node:fs';
import type { Catalog } from './catalog/cache.ts';

const CLIPS = {
  mp4: new URL('./assets/brand-clip.mp4', import.meta.url),
  webm: new URL('./assets/brand-clip.webm', import.meta.url),
} as const;

export const VIDEO_PATH_PREFIX = '/cdn/shop/videos/';

const loaded = new Map<keyof typeof CLIPS, Uint8Array<ArrayBuffer>>();

function clip(format: keyof typeof CLIPS): Uint8Array<ArrayBuffer> {
  let bytes = loaded.get(format);
  if (!bytes) {
    bytes = new Uint8Array(fs.readFileSync(CLIPS[format]));
    loaded.set(format, bytes);
  }
  return bytes;
}

/** The clip format for a path the catalog's videos use, or null when no video has that URL. */
export function matchVideoPath(pathname: string, catalog: Catalog): keyof typeof CLIPS | null {
  if (!pathname.startsWith(VIDEO_PATH_PREFIX)) return null;
  const format = pathname.endsWith('.mp4') ? 'mp4' : pathname.endsWith('.webm') ? 'webm' : null;
  if (!format) return null;
  const declared = catalog.products.some((p) => p.videos.some((v) => v.sources.some((s) => s.url === pathname)));
  return declared ? format : null;
}

/** Parses a single `bytes=start-end` range; null for none, 'invalid' when it cannot be served. */
function parseRange(header: string | null, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return 'invalid';
  const start = match[1] ? Number(match[1]) : size - Number(match[2]);
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start < 0 || start > end || start >= size ? 'invalid' : { start, end };
}

export function videoResponse(request: Request, format: keyof typeof CLIPS): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  const bytes = clip(format);
  const headers = {
    'content-type': format === 'mp4' ? 'video/mp4' : 'video/webm',
    'cache-control': 'public, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
  };
  const range = parseRange(request.headers.get('range'), bytes.length);
  if (range === 'invalid')
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${bytes.length}` } });
  const body = range ? bytes.subarray(range.start, range.end + 1) : bytes;
  return new Response(request.method === 'HEAD' ? null : body, {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      'content-length': String(body.length),
      ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${bytes.length}` } : {}),
    },
  });
}
