/**
 * Who may call the Storefront API and which client a request speaks for. Like Shopify, the
 * engine takes a public token (X-Shopify-Storefront-Access-Token, safe to ship to browsers) and
 * a private one (Shopify-Storefront-Private-Token, servers only). Only a private-token request
 * may name the shopper's IP in Shopify-Storefront-Buyer-IP; anyone else is the connecting client,
 * so a script holding the public token cannot pose as a new IP for each password guess.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

export interface ApiTokens {
  public: string;
  private: string;
}

/** What the host server knows about a request's connection. */
export interface Connection {
  /** The connecting client's IP (after the host's trusted proxies). */
  clientIp?: string;
}

export interface Access {
  /** Which token the request carries: a private-token caller is a server speaking for its shoppers. */
  token: 'public' | 'private';
  /** The IP that sign-in limits count by, or null when neither the request nor the host says. */
  clientIp: string | null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares without leaking, through timing, how much of a guess was right. */
function sameToken(given: string | null, expected: string): boolean {
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}

/** The request's access, or null when it carries neither token. */
export function accessOf(request: Request, tokens: ApiTokens, connection: Connection): Access | null {
  const { headers } = request;
  const connectionIp = connection.clientIp;
  if (sameToken(headers.get('shopify-storefront-private-token'), tokens.private)) {
    const buyerIp = headers.get('shopify-storefront-buyer-ip')?.trim();
    return { token: 'private', clientIp: buyerIp && isIP(buyerIp) ? buyerIp : (connectionIp ?? null) };
  }
  if (sameToken(headers.get('x-shopify-storefront-access-token'), tokens.public)) {
    return { token: 'public', clientIp: connectionIp ?? null };
  }
  return null;
}
