import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, buildFeed, encodeCursor, feedAnswer, FeedRequestError, gzippedBody, pageArgs } from './product-feed';
import type { StorefrontProduct } from './storefront-product';

const product = (n: number) => ({ id: `gid://shopify/Product/${n}`, handle: `p${n}` }) as unknown as StorefrontProduct;
const feed = buildFeed([1, 2, 3, 4, 5].map(product));
const read = (answer: { body: string }) =>
  JSON.parse(answer.body) as { products: { handle: string }[]; pageInfo: Record<string, unknown> };

describe('the product feed', () => {
  it('answers the whole list, serialised once, with a stable ETag', () => {
    const all = feedAnswer(feed, { first: null, after: null });
    expect(all.body).toBe(feed.body);
    expect(read(all).products.map((p) => p.handle)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(read(all).pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: encodeCursor('gid://shopify/Product/1'),
      endCursor: encodeCursor('gid://shopify/Product/5'),
    });
    expect(buildFeed([1, 2, 3, 4, 5].map(product)).etag).toBe(feed.etag);
    expect(buildFeed([1, 2, 3, 4].map(product)).etag).not.toBe(feed.etag);
  });

  it('pages with first and after', () => {
    const first = feedAnswer(feed, { first: 2, after: null });
    expect(read(first).products.map((p) => p.handle)).toEqual(['p1', 'p2']);
    expect(read(first).pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = feedAnswer(feed, { first: 2, after: read(first).pageInfo.endCursor as string });
    expect(read(next).products.map((p) => p.handle)).toEqual(['p3', 'p4']);
    const last = feedAnswer(feed, { first: 2, after: read(next).pageInfo.endCursor as string });
    expect(read(last)).toEqual({
      products: [{ id: 'gid://shopify/Product/5', handle: 'p5' }],
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: expect.any(String), endCursor: expect.any(String) },
    });
    expect(new Set([first.etag, next.etag, last.etag, feed.etag]).size).toBe(4);
    const rest = feedAnswer(feed, { first: null, after: encodeCursor('gid://shopify/Product/4') });
    expect(read(rest).products.map((p) => p.handle)).toEqual(['p5']);
  });

  it('refuses a bad first or a cursor of another list', () => {
    expect(pageArgs(new URLSearchParams('first=250&after=abc'))).toEqual({ first: 250, after: 'abc' });
    for (const query of ['first=0', 'first=251', 'first=1.5', 'first=ten']) {
      expect(() => pageArgs(new URLSearchParams(query))).toThrow(FeedRequestError);
    }
    expect(() => feedAnswer(feed, { first: 1, after: 'not-a-cursor' })).toThrow('after is not a cursor of this product list');
  });
});

describe('the gzipped list', () => {
  it('is the body, compressed once', () => {
    const gzipped = gzippedBody(feed);
    expect(gunzipSync(gzipped).toString('utf8')).toBe(feed.body);
    expect(gzippedBody(feed)).toBe(gzipped);
  });

  it('goes to clients that take gzip', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
