import { serialize } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import { isbot } from 'isbot';
import { createNonce } from './content-security-policy.server.ts';
import { deflateParts, gzipAround, joinAround, splitAround, type DeflatedParts } from './gzip-around.server.ts';
import { isRefresh, renderAgain } from './page-cache-refresh.server.ts';
import { isPersonalRequest, requestCookies } from './personal-request.server.ts';

/**
 * A short-lived in-memory cache of the pages every anonymous visitor gets alike (issue 14): a
 * cached page skips the loaders and React's render. Only for a GET of a page by a request without
 * the session cookie (no cart, no sign-in, no flashed message); only a 200 HTML answer that sets no
 * cookie and is not marked private. Kept per path and query, market, crawler or not (crawlers get
 * the whole document at once) and catalog version; the language is in the path. A new catalog
 * version (a refresh) drops every page. Each answer gets a fresh Content-Security-Policy nonce:
 * the stored page's nonce is replaced in the header and the body.
 *
 * A page past its time but not yet stale is still served, at once, while the same page renders
 * again in the background (page-cache-refresh.server.ts): no visitor waits for a render once a page
 * has been seen, which is what keeps pages quick while the shop is busy or under abuse (issue 16),
 * and a page whose new render fails (the database away) keeps being served until it is stale.
 */
export interface PageCacheOptions {
  /** The catalog's version (catalog-version.ts): pages rendered from an older catalog are dropped. */
  version: () => number;
  /** How long a page is served from memory without a new render: stock and new reviews show within this on a busy page. */
  ttlMs?: number;
  /** Until this age a page past `ttlMs` is still served while a new render replaces it; a page seldom visited may be this old. */
  staleMs?: number;
  /** At most this many pages (the oldest goes first): query strings are the visitor's to vary. */
  maxPages?: number;
  now?: () => number;
}

interface CachedPage {
  storedAt: number;
  nonce: string;
  headers: Record<string, string>;
  /**
   * The page's bytes around each occurrence of its nonce. Kept as bytes, not text: a string of a
   * page's size costs a UTF-8 pass each time it is measured and written, which was a third of the
   * time a cached answer took.
   */
  bodyAroundNonce: Buffer[];
  /** The same parts gzipped (gzip-around.server.ts), once that is done: sent to browsers that take gzip. */
  deflatedAroundNonce?: DeflatedParts;
}

/**
 * A search's click (a product page with the search's `sid`) is recorded on each view (the search log,
 * issue 12): never cached. The search pages themselves say so in their answer (`no-store`).
 */
const RECORDING_PARAMS = ['sid'];
/** The answer's headers that belong to the page (the rest are set by the app for every answer). */
const PAGE_HEADERS = ['content-type', 'content-security-policy', 'cache-control', 'content-language', 'link'];
const MAX_PAGE_BYTES = 1_000_000;
const MARKET_COOKIE = 'market';
const NONCE = /'nonce-([^']+)'/;

export function pageCache({ version, ttlMs = 5_000, staleMs = 60_000, maxPages = 300, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Set<string>();
  /** Pages not kept yet that are rendering for a visitor, by key: until done when their answer closes. */
  const firstRenders = new Map<string, Promise<void>>();
  /** Pages rendered again in the background whose gzip is under way: no other render starts meanwhile. */
  const replacing = new Set<string>();
  let pagesVersion = version();

  const answer = (req: Request, res: Response, next: NextFunction, mayWait: boolean) => {
    const current = version();
    if (current !== pagesVersion) {
      pages.clear();
      pagesVersion = current;
    }
    const key = keyOf(req, current);
    const refresh = isRefresh(req);
    const page = refresh ? undefined : pages.get(key);
    const age = page ? now() - page.storedAt : Infinity;
    if (page && age <= ttlMs) {
      send(req, res, page, 'hit');
      return;
    }
    if (page && age <= staleMs) {
      // Asked for before the answer goes, while the visitor's connection still has its local address.
      if (!rendering.has(key) && !replacing.has(key)) {
        rendering.add(key);
        const market = requestCookies(req.headers.cookie)[MARKET_COOKIE];
        void renderAgain(req, market ? serialize(MARKET_COOKIE, market) : null).finally(() => rendering.delete(key));
      }
      send(req, res, page, 'stale');
      return;
    }
    const underWay = refresh ? undefined : firstRenders.get(key);
    if (underWay && mayWait) {
      // A crowd asking for a page nobody has seen (a start, a new catalog) waits for one render of it,
      // instead of rendering it fifty times at once.
      underWay.then(() => answer(req, res, next, false)).catch(next);
      return;
    }
    // A background render leaves the page it replaces in place until it has a better one.
    if (!refresh) pages.delete(key);
    if (!refresh && !underWay) {
      const rendered = new Promise<void>((done) =>
        res.once('close', () => {
          firstRenders.delete(key);
          done();
        }),
      );
      firstRenders.set(key, rendered);
    }
    res.setHeader('X-Page-Cache', 'miss');
    record(res, (body) => {
      const stored = storable(res, body);
      // Rendered while the catalog changed: it may show either copy.
      if (!stored || version() !== current) return;
      const page: CachedPage = { ...stored, storedAt: now() };
      const keep = () => {
        if (version() !== current) return;
        pages.delete(key);
        pages.set(key, page);
        if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
      };
      const deflating = deflateParts(page.bodyAroundNonce, stored.nonce.length).then(
        (deflated) => void (page.deflatedAroundNonce = deflated),
        // Without it the page is compressed per answer, as any other.
        () => undefined,
      );
      // A page rendered again in the background replaces the old one once it is gzipped too: until
      // then each answer would be compressed on its own. A page nobody has yet is kept at once.
      if (pages.has(key)) {
        replacing.add(key);
        void deflating.then(keep).finally(() => replacing.delete(key));
      } else keep();
    });
    next();
  };

  return (req: Request, res: Response, next: NextFunction) => (cacheable(req) ? answer(req, res, next, true) : next());
}

function cacheable(req: Request): boolean {
  if (req.method !== 'GET' || req.path.endsWith('.data')) return false;
  if (RECORDING_PARAMS.some((name) => name in req.query)) return false;
  return !isPersonalRequest(req.headers.cookie, req.headers.authorization);
}

/**
 * The market is the `market` cookie's value as the app reads it (market.server.ts): one cookie
 * value, one market. Not its label, as this file runs outside React Router's build, where markets'
 * labels live.
 */
function keyOf(req: Request, catalogVersion: number): string {
  const market = requestCookies(req.headers.cookie)[MARKET_COOKIE] ?? '';
  const crawler = isbot(req.headers['user-agent'] ?? '');
  return JSON.stringify([catalogVersion, market, crawler, req.originalUrl]);
}

/** Passes the answer through and hands its whole body to `done` once it has been written. */
function record(res: Response, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    chunks.push(bytes);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    if (size <= MAX_PAGE_BYTES) done(Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as Response['end'];
}

function storable(res: Response, body: Buffer): Omit<CachedPage, 'storedAt'> | undefined {
  const type = String(res.getHeader('content-type') ?? '');
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  if (res.statusCode !== 200 || !type.startsWith('text/html') || res.hasHeader('set-cookie')) return undefined;
  if (/private|no-store/.test(cacheControl)) return undefined;
  const nonce = NONCE.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
  if (!nonce) return undefined;
  const headers: Record<string, string> = {};
  for (const name of PAGE_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { nonce, headers, bodyAroundNonce: splitAround(body, Buffer.from(nonce)) };
}

function send(req: Request, res: Response, page: CachedPage, state: 'hit' | 'stale') {
  const nonce = createNonce();
  res.status(200);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value.replaceAll(page.nonce, nonce));
  res.setHeader('X-Page-Cache', state);
  res.vary('Accept-Encoding');
  const nonceBytes = Buffer.from(nonce);
  const deflated = req.acceptsEncodings('gzip') ? page.deflatedAroundNonce : undefined;
  if (!deflated) {
    const body = joinAround(page.bodyAroundNonce, nonceBytes);
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return;
  }
  // The compression middleware leaves an answer that says its encoding as it is.
  res.setHeader('Content-Encoding', 'gzip');
  const pieces = gzipAround(page.bodyAroundNonce, deflated, nonceBytes);
  res.setHeader(
    'Content-Length',
    pieces.reduce((size, piece) => size + piece.length, 0),
  );
  // Written piece by piece (corked: one system call), not joined: a new buffer of a compressed page's
  // size for every answer made the server's memory grow under load (buffers of this size come from
  // the allocator's heap, which keeps what it once held; a whole page's are mapped and given back).
  res.cork();
  for (const piece of pieces) res.write(piece);
  res.end();
}
