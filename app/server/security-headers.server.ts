import type { NextFunction, Request, Response } from 'express';

/** A year, for the shop and its subdomains (ASVS 14.4.5). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every response carries: no MIME sniffing, no framing by other sites, a strict referrer.
 * The camera is the shop's own (the try-on); no embedded page may ask for it.
 * HSTS only on a response to HTTPS: the shop itself speaks plain HTTP, so that is a request a
 * trusted proxy (TRUST_PROXY) says came over HTTPS; over plain HTTP the header would be ignored,
 * and a client's own X-Forwarded-Proto is never believed.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
}
