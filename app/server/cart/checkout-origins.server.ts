/**
 * Where the hosted checkout lives, for the Content-Security-Policy's form-action: Chromium applies it
 * to the redirect after CHECK OUT's post (and a sign-in's). A Shopify store's checkoutUrl is on its
 * primary domain, the store's own name once it has one, not the myshopify.com name the shop is
 * configured with. So the shop learns it from the Storefront API: the store's primary domain when the
 * server starts, and every cart's checkoutUrl as it is read. Never from the browser.
 *
 * On globalThis: server.ts (the lookup at start) and React Router's server build (the carts, the
 * policy) each bundle this module.
 */
const KEY = Symbol.for('nazzara.checkoutOrigins');

/** A store has one checkout domain, two while it changes; a few more leave room, not growth without end. */
const MOST_ORIGINS = 8;

type Holder = { [KEY]?: Set<string> };

function known(): Set<string> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Set());
}

/** Keeps the origin of a checkout URL the Storefront API gave (a cart's checkoutUrl, the primary domain). */
export function noteCheckoutUrl(url: string): void {
  let origin: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return;
    origin = parsed.origin;
  } catch {
    return;
  }
  const origins = known();
  if (origins.size < MOST_ORIGINS) origins.add(origin);
}

/** The checkout origins learnt so far, oldest first. */
export function checkoutOrigins(): readonly string[] {
  return [...known()];
}
