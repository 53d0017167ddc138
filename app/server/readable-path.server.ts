import type { RequestHandler } from 'express';

const CONTROL = /\p{Cc}/u;

/** A path segment's bytes, each `%XX` one byte, any other character its UTF-8. */
function bytesOf(segment: string): Buffer {
  return Buffer.concat(
    segment
      .split(/(%[0-9A-Fa-f]{2})/)
      .map((part) => (/^%[0-9A-Fa-f]{2}$/.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part))),
  );
}

function readable(segment: string): string {
  try {
    const text = decodeURIComponent(segment);
    if (!CONTROL.test(text)) return segment;
  } catch {
    // A broken escape: read below, as browsers read one.
  }
  // A lone `%` is unreadable too: kept as a `%25`, React Router would try to decode it once more.
  const text = new TextDecoder().decode(bytesOf(segment));
  return encodeURIComponent(text.replace(/[\p{Cc}%]/gu, '\uFFFD'));
}

/**
 * A path with a broken escape (`/product/%E0`, `/shop/%ZZ`) was refused by Express's router with a
 * bare 'Bad Request' page of its own, and a control character (`/product/%00`) reached the
 * Storefront API, which refuses it, as a 500. Neither can name anything in the shop, so such a
 * segment is read leniently (a lone `%`, a broken UTF-8 sequence and a control character become
 * U+FFFD) and the shop answers as for any unknown path: its own 404 page, or JSON under /api.
 */
export const readablePath: RequestHandler = (req, _res, next) => {
  const at = req.url.indexOf('?');
  const path = at === -1 ? req.url : req.url.slice(0, at);
  const mended = path.split('/').map(readable).join('/');
  // React Router's handler builds its request from originalUrl: both are the path as read.
  if (mended !== path) req.url = req.originalUrl = mended + (at === -1 ? '' : req.url.slice(at));
  next();
};
