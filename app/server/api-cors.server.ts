import cors from 'cors';
import type { NextFunction, Request, Response } from 'express';
import { isStorefrontApiPath } from '../../engine/index.ts';

/** The shop's JSON API in either language (`/api/…`, `/ar/api/…`), not the Storefront API beside it. */
export function isShopApiPath(path: string): boolean {
  return /^(\/ar)?\/api\//.test(path) && !isStorefrontApiPath(path);
}

/**
 * CORS for the shop's JSON API (/api/* and /ar/api/*, SPEC §7): a page on an origin listed in ALLOWED_ORIGINS
 * may call it with the shopper's cookie (credentials); any other origin gets no CORS headers, so
 * its browser keeps the answers from it. Pre-flights are answered here. The local engine's
 * Storefront API is left alone: it answers CORS itself, for every origin, without credentials.
 */
export function apiCors(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  const handle = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isShopApiPath(req.path)) return next();
    handle(req, res, next);
  };
}
