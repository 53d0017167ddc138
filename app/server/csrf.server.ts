import type { NextFunction, Request, Response } from 'express';
import { isStorefrontApiPath } from '../../engine/index.ts';
import { languageOfPath, type Language } from '../i18n/languages.ts';
import { isShopApiPath } from './api-cors.server.ts';

/** The refusal's message in the page's language (edge-messages.server.ts, read from the route build). */
export type CrossSiteMessage = (language: Language) => string | Promise<string>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for every state-changing request: a browser always sends Origin (or at least
 * Sec-Fetch-Site) on a cross-site POST, so a write whose origin is not this host is refused.
 * The SameSite=Lax session cookie is the second layer. Two exceptions: pages on an origin listed
 * in ALLOWED_ORIGINS may write to the JSON API (/api/* and /ar/api/*, answered with CORS for them), and the
 * local engine's Storefront API takes writes from anywhere, as Shopify's does: it trusts only its
 * access token, never a cookie.
 */
export function rejectCrossSiteWrites(allowedOrigins: readonly string[], messageFor: CrossSiteMessage) {
  const allowed = new Set(allowedOrigins);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSameSite(req) || isStorefrontApiPath(req.path)) return next();
    const origin = req.headers.origin;
    if (isShopApiPath(req.path) && origin && allowed.has(origin)) return next();
    res.status(403).json({ error: { message: await messageFor(languageOfPath(req.path)) } });
  };
}

export function isSameSite(req: Pick<Request, 'headers'>): boolean {
  const origin = req.headers.origin;
  // 'null' is what sandboxed frames, data: URLs and some redirects send: never this shop.
  if (origin === 'null') return false;
  if (origin) {
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }
  const site = req.headers['sec-fetch-site'];
  // No Origin and no fetch metadata: not a browser form or fetch (curl, server-to-server API calls).
  return site === undefined || site === 'same-origin' || site === 'none';
}
