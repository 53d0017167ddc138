import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Request } from 'express';

/**
 * The page cache's background renders (page-cache.server.ts): the server asks itself for the page
 * again, over the local address the visitor's connection came in on, so the render goes through
 * the same stack as any visitor's and the cache keeps its answer. Such a request carries a token
 * made at each start, which nobody outside the shop's processes can know: with it the cache renders
 * the page instead of answering from memory. Workers behind one listener (workers.server.ts) get
 * theirs from the primary, as the render may land on any of them.
 */
const REFRESH_HEADER = 'x-page-cache-refresh';
export const REFRESH_TOKEN_VARIABLE = 'NAZZARA_PAGE_REFRESH_TOKEN';
const token = process.env[REFRESH_TOKEN_VARIABLE] || randomBytes(16).toString('hex');
/** Longer than any page takes; a render still going then is abandoned, and a later visit tries again. */
const RENDER_TIMEOUT_MS = 15_000;

export function isRefresh(req: Request): boolean {
  return req.headers[REFRESH_HEADER] === token;
}

/**
 * Renders the page `req` asked for again, as the same kind of visitor: the same user agent (a
 * crawler gets the whole document) and the market cookie (`marketCookie`, as the cache's key has
 * it), never the visitor's other cookies. Settles once the answer has been read or has failed.
 */
export function renderAgain(req: Request, marketCookie: string | null): Promise<void> {
  const headers: http.OutgoingHttpHeaders = { [REFRESH_HEADER]: token, 'accept-encoding': 'identity' };
  if (req.headers.host) headers.host = req.headers.host;
  if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];
  if (marketCookie) headers.cookie = marketCookie;
  return new Promise((resolve) => {
    const request = http.get(
      { host: req.socket.localAddress, port: req.socket.localPort, path: req.originalUrl, headers, timeout: RENDER_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.once('close', resolve);
      },
    );
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve());
  });
}
