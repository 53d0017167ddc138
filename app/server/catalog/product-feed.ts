import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StorefrontProduct } from './storefront-product';

/**
 * The product list of `GET /api/products`, built once per catalog load: the full answer
 * serialised once with its ETag, and cursor pages (`first`, `after`) cut from it on request.
 * Cursors name a product (its gid), so a page boundary survives a refresh that reorders nothing.
 */
export interface ProductFeed {
  products: StorefrontProduct[];
  /** The answer without paging, ready to send, and its ETag. */
  body: string;
  etag: string;
  positionById: Map<string, number>;
  /** `body` gzipped, made on first use: several megabytes are not compressed again per request. */
  gzipped?: Buffer;
}

export const MAX_FIRST = 250;

/**
 * A `first` or `after` the list cannot answer: `reason` is the message to translate into the
 * request's language (`i18n._(error.reason)`); `message` is its English text, for logs.
 */
export class FeedRequestError extends Error {
  constructor(readonly reason: MessageDescriptor) {
    const text = reason.message ?? reason.id;
    super(text.replace(/\{(\w+)\}/g, (whole, name: string) => String(reason.values?.[name] ?? whole)));
  }
}

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function encodeCursor(productId: string): string {
  return Buffer.from(productId).toString('base64url');
}

function pageInfo(products: StorefrontProduct[], start: number, end: number) {
  return {
    hasNextPage: end < products.length,
    hasPreviousPage: start > 0,
    startCursor: start < end ? encodeCursor(products[start]!.id) : null,
    endCursor: start < end ? encodeCursor(products[end - 1]!.id) : null,
  };
}

export function buildFeed(products: StorefrontProduct[]): ProductFeed {
  const body = JSON.stringify({ products, pageInfo: pageInfo(products, 0, products.length) });
  return { products, body, etag: etagOf(body), positionById: new Map(products.map((p, i) => [p.id, i])) };
}

/** Reads `first` and `after` from the query string; throws FeedRequestError with the reason when one is wrong. */
export function pageArgs(params: URLSearchParams): { first: number | null; after: string | null } {
  const rawFirst = params.get('first');
  const after = params.get('after') || null;
  let first: number | null = null;
  if (rawFirst !== null) {
    first = Number(rawFirst);
    if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST) {
      // The reviews API's own message, so it reads the same (and is translated) in both.
      const name = 'first';
      const max = MAX_FIRST;
      throw new FeedRequestError(msg`${name} must be a whole number from 1 to ${max}`);
    }
  }
  return { first, after };
}

/** The answer for one request: the prepared full body, or a page of it. */
export function feedAnswer(
  feed: ProductFeed,
  args: { first: number | null; after: string | null },
): { body: string; etag: string } {
  if (args.first === null && args.after === null) return { body: feed.body, etag: feed.etag };
  let start = 0;
  if (args.after !== null) {
    const position = feed.positionById.get(Buffer.from(args.after, 'base64url').toString('utf8'));
    if (position === undefined) throw new FeedRequestError(msg`after is not a cursor of this product list`);
    start = position + 1;
  }
  const end = Math.min(feed.products.length, start + (args.first ?? feed.products.length));
  const body = JSON.stringify({ products: feed.products.slice(start, end), pageInfo: pageInfo(feed.products, start, end) });
  return { body, etag: etagOf(body) };
}

export function gzippedBody(feed: ProductFeed): Buffer {
  feed.gzipped ??= gzipSync(feed.body);
  return feed.gzipped;
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | null): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.slice(2)) > 0);
  });
}
