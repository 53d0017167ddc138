import crypto from 'node:crypto';
import { checkoutOrigins } from './cart/checkout-origins.server';
import type { Config } from './config.server';

/** A fresh, unguessable nonce for each HTML response. */
export function createNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/**
 * The shop's Content-Security-Policy: scripts only with this response's nonce (and what they load,
 * 'strict-dynamic'), never inline handlers or injected markup; no plugins; no <base>; framed only by
 * the shop itself; forms only to the shop and its checkout. Styles may be inline (React style
 * attributes, the Arabic @font-face rules); that is not a script-execution risk.
 */
export function contentSecurityPolicy(nonce: string, config: Pick<Config, 'shopify' | 'publicUrl'>): string {
  const publicOrigin = new URL(config.publicUrl).origin;
  // The checkout: the store's, or the local engine's hosted one at the shop's public URL, which is
  // not 'self' when the page was opened under another name (127.0.0.1 for localhost); and the store's
  // own domain, where its checkout URLs point once it has one (checkout-origins.server.ts).
  const configured = config.shopify ? `https://${config.shopify.storeDomain}` : publicOrigin;
  const checkout = [...new Set([configured, ...checkoutOrigins()])].join(' ');
  // A Shopify store serves product media from its CDN; the local engine from the shop's public URL.
  const media = config.shopify ? 'https://cdn.shopify.com' : publicOrigin;
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'nonce-${nonce}' 'strict-dynamic'`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': `'self' data: blob: ${media}`,
    'media-src': `'self' blob: ${media}`,
    'font-src': "'self'",
    'connect-src': "'self'",
    // Product media may be a YouTube or Vimeo video (Storefront API ExternalVideo).
    'frame-src': 'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    'object-src': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'self'",
    // Chrome applies form-action to the redirect after a post too: the checkout hand-off goes to the store.
    'form-action': `'self' ${checkout}`,
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.trim()}`)
    .join('; ');
}
