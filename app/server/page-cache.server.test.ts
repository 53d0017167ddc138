/**
 * The anonymous page cache on the real middleware stack (createExpressApp, compression included),
 * in front of a stand-in for React Router that renders each page afresh: who it rendered for, a
 * render count, and its own CSP nonce in the header and the body, as entry.server does.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config.server';
import { createNonce } from './content-security-policy.server';
import { createExpressApp } from './express-app.server';
import { marketCookie } from './market.server';
import { pageCache } from './page-cache.server';
import { SESSION_COOKIE } from './session-cookie';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

interface Shop {
  get: (path: string, headers?: Record<string, string>) => Promise<Page>;
  renders: () => number;
  setVersion: (version: number) => void;
  advance: (ms: number) => void;
  /** From now on every render answers 503, as pages do while the database is away. */
  fail: () => void;
}

interface Page {
  cache: string | null;
  encoding: string | null;
  /** Set when the answer was sent whole, not compressed as it streamed. */
  length: string | null;
  nonce: string;
  body: string;
  setCookie: string | null;
}

async function shop(): Promise<Shop> {
  let renders = 0;
  let version = 1;
  let clock = 0;
  let failing = false;
  const app = createExpressApp(readConfig({}), { crossSiteMessage: () => 'refused' });
  app.use(pageCache({ version: () => version, ttlMs: 1_000, staleMs: 10_000, now: () => clock }));
  app.get('/{*path}', async (req, res) => {
    renders++;
    // A render that takes a while, so that others ask for the page meanwhile.
    if (req.path.startsWith('/slow/')) await new Promise((resolve) => setTimeout(resolve, 100));
    if (failing) {
      res.status(503).type('html').end('<p>unavailable</p>');
      return;
    }
    const nonce = createNonce();
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader('Content-Type', 'text/html');
    const shopper = /cart=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'nobody';
    if (req.path.endsWith('/flash')) res.setHeader('Set-Cookie', 'flash=1');
    if (req.path === '/account') res.setHeader('Cache-Control', 'private, no-store');
    // Written in two parts, as React streams a page.
    res.write(`<html><head><script nonce="${nonce}"></script></head>`);
    const agent = req.headers['user-agent'] ?? '';
    res.end(
      // Above the 1 KB under which the compression middleware sends a page as it is.
      `<body><p>${'نظارات شمسية · '.repeat(60)}</p>render ${renders} for ${shopper}, catalog ${version}, cookies [${req.headers.cookie ?? ''}], agent [${agent}]` +
        `<script nonce="${nonce}"></script></body></html>`,
    );
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async get(path, headers = {}) {
      const response = await fetch(`${base}${path}`, { headers });
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      return {
        cache: response.headers.get('x-page-cache'),
        encoding: response.headers.get('content-encoding'),
        length: response.headers.get('content-length'),
        nonce,
        body: await response.text(),
        setCookie: response.headers.get('set-cookie'),
      };
    },
    renders: () => renders,
    setVersion: (next) => (version = next),
    advance: (ms) => (clock += ms),
    fail: () => (failing = true),
  };
}

const sessionCookie = (shopper: string) => `${SESSION_COOKIE}=signed-session; cart=${shopper}`;

describe('pageCache', () => {
  it('serves an anonymous page again from memory, with a new nonce in the header and the body each time', async () => {
    const { get, renders } = await shop();
    const first = await get('/shop/Sunglasses');
    const second = await get('/shop/Sunglasses');
    const third = await get('/shop/Sunglasses', { 'Accept-Encoding': 'gzip' });
    expect([first.cache, second.cache, third.cache]).toEqual(['miss', 'hit', 'hit']);
    expect(renders()).toBe(1);
    expect(second.body).toContain('render 1 for nobody');
    // The same page to the byte, Arabic included, but for its nonce.
    expect(third.body.replaceAll(third.nonce, first.nonce)).toBe(first.body);
    const nonces = [first.nonce, second.nonce, third.nonce];
    expect(new Set(nonces).size).toBe(3);
    for (const [index, page] of [first, second, third].entries()) {
      expect(page.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonces[index]}"`, `nonce="${nonces[index]}"`]);
    }
  });

  it('sends a cached page gzipped from parts compressed once, still with a new nonce each time', async () => {
    const { get } = await shop();
    const rendered = await get('/shop/Sunglasses', { 'Accept-Encoding': 'identity' });
    await vi.waitFor(async () => expect((await get('/shop/Sunglasses', { 'Accept-Encoding': 'gzip' })).length).not.toBeNull());
    const [first, second] = [await get('/shop/Sunglasses', { 'Accept-Encoding': 'br, gzip' }), await get('/shop/Sunglasses')];
    for (const page of [first, second]) {
      expect([page.cache, page.encoding]).toEqual(['hit', 'gzip']);
      expect(page.body.replaceAll(page.nonce, rendered.nonce)).toBe(rendered.body);
    }
    expect(first.nonce).not.toBe(second.nonce);
    // A client that takes no gzip gets the page as it is, or compressed as it asks.
    const plain = await get('/shop/Sunglasses', { 'Accept-Encoding': 'identity' });
    const brotli = await get('/shop/Sunglasses', { 'Accept-Encoding': 'br' });
    expect([plain.cache, plain.encoding, brotli.cache, brotli.encoding]).toEqual(['hit', null, 'hit', 'br']);
    for (const page of [plain, brotli]) expect(page.body.replaceAll(page.nonce, rendered.nonce)).toBe(rendered.body);
  });

  it('renders a page a crowd asks for at once a single time, and answers everyone with it', async () => {
    const { get, renders } = await shop();
    const crowd = await Promise.all(
      Array.from({ length: 8 }, () => get('/slow/shop/Sunglasses', { 'Accept-Encoding': 'identity' })),
    );
    expect(renders()).toBe(1);
    expect(crowd.map((page) => page.cache).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    for (const page of crowd) expect(page.body).toContain('render 1 for nobody');
    expect(new Set(crowd.map((page) => page.nonce)).size).toBe(8);
  });

  it('lets the crowd render for itself when the first render is not one to keep', async () => {
    const { get, renders } = await shop();
    const crowd = await Promise.all(Array.from({ length: 4 }, () => get('/slow/flash')));
    expect(renders()).toBe(4);
    expect(crowd.every((page) => page.cache === 'miss' && page.setCookie === 'flash=1')).toBe(true);
  });

  it('never answers a request with the session cookie (a cart, a sign-in) from the cache, nor keeps its page', async () => {
    const { get, renders } = await shop();
    await get('/product/aviator');
    const alice = await get('/product/aviator', { Cookie: sessionCookie('alice') });
    const bob = await get('/product/aviator', { Cookie: sessionCookie('bob') });
    expect(alice.cache).toBeNull();
    expect(alice.body).toContain('for alice');
    expect(bob.body).toContain('for bob');
    expect(bob.body).not.toContain('alice');
    // Alice's page was not kept for anyone: the anonymous copy is still the anonymous render.
    const anonymous = await get('/product/aviator');
    expect(anonymous.body).toContain('render 1 for nobody');
    expect(renders()).toBe(3);
  });

  it('reads the session cookie as the app does (a space or tab before =), and an access token, as personal too', async () => {
    const { get } = await shop();
    await get('/product/aviator');
    const personalHeaders: Record<string, string>[] = [
      { Cookie: 'theme=dark; __nazzara =signed-session; cart=eve' },
      { Cookie: '__nazzara\t=signed-session; cart=eve' },
      { Authorization: 'Bearer some-token', Cookie: 'cart=eve' },
    ];
    for (const headers of personalHeaders) {
      const personal = await get('/product/aviator?x=1', headers);
      expect(personal.cache).toBeNull();
      expect(personal.body).toContain('for eve');
    }
    // None of Eve's pages was kept for the next visitor.
    expect((await get('/product/aviator?x=1')).body).toContain('for nobody');
  });

  it('keeps no page that sets a cookie or is marked private', async () => {
    const { get } = await shop();
    for (const path of ['/flash', '/account']) {
      await get(path);
      expect((await get(path)).cache).toBe('miss');
    }
    expect((await get('/flash')).setCookie).toBe('flash=1');
  });

  it('drops every page when the catalog changes, and each page once it is stale', async () => {
    const { get, setVersion, advance } = await shop();
    await get('/');
    expect((await get('/')).cache).toBe('hit');
    setVersion(2);
    const afterRefresh = await get('/');
    expect(afterRefresh.cache).toBe('miss');
    expect(afterRefresh.body).toContain('catalog 2');
    expect((await get('/')).cache).toBe('hit');
    advance(10_001);
    expect((await get('/')).cache).toBe('miss');
  });

  it('serves a page past its time at once and renders it again in the background, once, as the same kind of visitor', async () => {
    const { get, renders, advance } = await shop();
    const crawler = { 'User-Agent': 'Googlebot/2.1', Cookie: `${await marketCookie.serialize('US')}; theme=dark` };
    await get('/shop', crawler);
    advance(1_001);
    const stale = await get('/shop', crawler);
    expect(stale.cache).toBe('stale');
    expect(stale.body).toContain('render 1');
    // Until the new render is in, visitors keep getting the page they would have had: no one waits.
    const replaced = await vi.waitFor(async () => {
      const page = await get('/shop', crawler);
      expect(page.body).toContain('render 2');
      return page;
    });
    // It took the old page's place once gzipped: sent whole from its first answer.
    expect([replaced.encoding, replaced.length === null]).toEqual(['gzip', false]);
    expect(renders()).toBe(2);
    const fresh = await get('/shop', crawler);
    expect(fresh.cache).toBe('hit');
    // The same market and user agent (a crawler's page is kept apart), none of the visitor's other cookies.
    expect(fresh.body).toMatch(/cookies \[market=[^;\]]+\], agent \[Googlebot\/2\.1\]/);
  });

  it('keeps serving a page whose new render fails until it is stale, then renders it for the visitor', async () => {
    const { get, renders, advance, fail } = await shop();
    await get('/');
    fail();
    advance(1_001);
    expect((await get('/')).cache).toBe('stale');
    await vi.waitFor(() => expect(renders()).toBe(2));
    const stillServed = await get('/');
    expect(stillServed.cache).toBe('stale');
    expect(stillServed.body).toContain('render 1');
    advance(9_000);
    const tooOld = await get('/');
    expect(tooOld.cache).toBe('miss');
    expect(tooOld.body).toContain('unavailable');
  });

  it('answers a made-up refresh header from memory: only the server’s own background render may skip the cache', async () => {
    const { get, renders } = await shop();
    await get('/');
    expect((await get('/', { 'X-Page-Cache-Refresh': 'guess' })).cache).toBe('hit');
    expect(renders()).toBe(1);
  });

  it('keeps a page per market and per query, and never caches a search’s click, which records a view', async () => {
    const { get } = await shop();
    await get('/shop');
    const us = { Cookie: await marketCookie.serialize('US') };
    expect((await get('/shop', us)).cache).toBe('miss');
    expect((await get('/shop', us)).cache).toBe('hit');
    expect((await get('/shop?sort=price-asc')).cache).toBe('miss');
    await get('/product/aviator?sid=abc');
    expect((await get('/product/aviator?sid=abc')).cache).toBeNull();
  });

  it('knows a market cookie written with a space before = as that market, not as the default one', async () => {
    const { get } = await shop();
    const kuwait = (await marketCookie.serialize('KW')).replace('=', ' =');
    expect((await get('/offers', { Cookie: kuwait })).cache).toBe('miss');
    expect((await get('/offers')).cache).toBe('miss');
    expect((await get('/offers', { Cookie: await marketCookie.serialize('KW') })).cache).toBe('hit');
  });
});
