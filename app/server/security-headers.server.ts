import type { NextFunction, Request, Response } from 'express';

/**
 * Headers every response carries: no MIME sniffing, no framing by other sites, a strict referrer.
 * The camera is the shop's own (the try-on); no embedded page may ask for it.
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
  next();
}
