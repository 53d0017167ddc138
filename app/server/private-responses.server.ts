import { isPersonalRequest } from './personal-request.server';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Pages and their `.data` answers are the visitor's own as soon as a session exists: the root loader
 * puts the cart (its count and variants) and the sign-in state into every one, and the account and
 * cart pages the customer's name, addresses, orders and lines. Neither a browser's disk cache nor a
 * shared cache (a CDN, a proxy) may keep such a response. It is decided here, for every page, rather
 * than by each route's `headers` export, which a new route could forget. A request without the session
 * that sets none is the same for every visitor and keeps whatever caching it had.
 */
export function keepPersonalPrivate(request: Request, headers: Headers): void {
  if (isPersonalRequest(request.headers.get('Cookie'), request.headers.get('Authorization')) || headers.has('Set-Cookie'))
    headers.set('Cache-Control', PRIVATE_NO_STORE);
}
