import { setTimeout as sleep } from 'node:timers/promises';
import { createCookie } from 'react-router';
import { ShopperClient } from './client.ts';
import type { SoakStats } from './stats.ts';
import { describeUnits, lostVariants, shortVariants } from './cart-check.ts';
import { cartLines, newestOrderLines, storefront, variantStock, type CartLine, type StockedVariant } from './storefront.ts';

/** What every shopper shares: the shop, the catalogue, the clock, and the tallies the checks need. */
export interface Shop {
  origin: string;
  sessionSecret: string;
  variants: StockedVariant[];
  deadline: number;
  /** Set by Ctrl-C or SIGTERM: the shoppers leave early, and the checks and the clean-up still run. */
  stopped: boolean;
  /** Mean pause between two requests of one shopper, in ms. */
  thinkMs: number;
  requestTimeoutMs: number;
  stats: SoakStats;
  /** Units of each variant in the orders the shoppers placed, as the engine recorded them. */
  sold: Map<string, number>;
  /**
   * soldOutLines: cart lines left out or lowered because their variant sold out meanwhile (said by
   * the shop); heldCheckouts: checkouts sent back to the cart with a message (lines still waiting).
   */
  tallies: { orders: number; soldOut: number; lostCarts: number; soldOutLines: number; heldCheckouts: number };
}

const SEARCHES = ['aviator', 'round', 'ray-ban', 'gucci', 'cat eye', 'prada', 'contact lenses', 'oakley', 'blue light'];
const PASSWORD = 'Soak-shopper-2026';
const CHECKOUT_SHARE = 0.4;
const ADDRESS = {
  firstName: 'Soak',
  lastName: 'Shopper',
  address1: 'Sheikh Zayed Road 1',
  city: 'Dubai',
  country: 'AE',
  zip: '00000',
  phone: '+971501234567',
  shippingMethod: 'uae-standard',
};

/** The cart a shopper last saw, for the check after the run: it must still have these lines. */
export interface LastCart {
  ip: string;
  /** The session's cart, and the guest cart still waiting to be brought over into it. */
  cartIds: string[];
  lines: CartLine[];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A registered shopper, signed out again, with its own browser. */
export interface Shopper {
  client: ShopperClient;
  email: string;
}

/**
 * Creates shopper number `index`'s account through the Storefront API (customerCreate), as setup
 * before the clock starts: the run is about shopping and signing in. Not through /register, whose
 * wait for the API (8 s) a crowd of password hashes (scrypt at OWASP's cost) outlasts on a busy
 * machine. Each shopper has its own client IP, so every per-IP limit is one person's.
 */
export async function signUp(shop: Shop, index: number): Promise<Shopper> {
  const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const client = new ShopperClient(shop.origin, ip, shop.stats, shop.requestTimeoutMs);
  const email = `soak-${Date.now().toString(36)}-${index}@nazzara.test`;
  const { customerCreate } = await storefront<{ customerCreate: { customerUserErrors: { message: string }[] } }>(
    shop.origin,
    ip,
    `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customerUserErrors { message } } }`,
    { input: { email, password: PASSWORD, firstName: 'Soak', lastName: 'Shopper' } },
  );
  if (customerCreate.customerUserErrors.length > 0)
    throw new Error(`customerCreate: ${customerCreate.customerUserErrors[0]!.message}`);
  return { client, email };
}

/**
 * One shopper until the deadline, round after round: browses the home page and the shop, types a
 * search (the header's suggestions as it types, sometimes the results page), opens a product, adds
 * it to the cart and looks at it, and now and then checks out: signs in (its guest cart merged into
 * its account), pays on the engine's hosted checkout, signs out. Every cart it saw must keep its
 * lines (a lost cart otherwise); a line sold out meanwhile is removed, as a shopper told so would.
 */
export async function shopUntilDeadline(shop: Shop, { client, email }: Shopper): Promise<LastCart | null> {
  const session = createCookie('__nazzara', { secrets: [shop.sessionSecret] });
  let seen: { cartIds: string[]; lines: CartLine[] } | null = null;

  const think = () => sleep(shop.thinkMs * (0.5 + Math.random()));
  const going = () => !shop.stopped && Date.now() < shop.deadline;
  const sessionValues = async () =>
    ((await session.parse(client.cookieHeader())) ?? {}) as {
      cartId?: string;
      guestCartId?: string;
      accessToken?: string;
      /** A toast the next page shows (React Router keeps a flash under this key). */
      __flash_toast__?: { message: string };
    };

  /**
   * Reads the session's cart; every unit seen before must still be there (merged lines may have
   * grown), or wait in the guest cart the session names until the shop brings them over. A line
   * whose variant sold out meanwhile may be gone: the shop says so.
   */
  const checkCart = async (why: string): Promise<boolean> => {
    client.inFlight = 'reading the cart';
    const { cartId: id = null, guestCartId } = await sessionValues();
    const lines = id ? await cartLines(shop.origin, client.ip, id) : null;
    const waiting = guestCartId ? ((await cartLines(shop.origin, client.ip, guestCartId)) ?? []) : [];
    const all = [...(lines ?? []), ...waiting];
    const stock = await variantStock(shop.origin, client.ip, seen ? shortVariants(seen.lines, all) : []);
    client.inFlight = null;
    const { lost, soldOut } = seen ? lostVariants(seen.lines, all, stock) : { lost: [], soldOut: 0 };
    shop.tallies.soldOutLines += soldOut;
    if (lost.length > 0) {
      shop.tallies.lostCarts++;
      shop.stats.error(
        `lost cart (${why}): ${seen!.cartIds.join(' + ')} → ${id}, missing ${lost.join(', ')}; the shopper's last requests: ${client.history.join(', ')}`,
      );
    }
    // Judged from here on against what the cart holds now, so that one loss counts once.
    const cartIds = [id, guestCartId].filter((cartId): cartId is string => Boolean(cartId));
    seen = all.length > 0 || (id && lines) ? { cartIds, lines: all } : null;
    return lost.length === 0;
  };

  while (going()) {
    await client.expect(200, '/', { route: 'GET /' });
    await think();
    await client.expect(200, '/shop/ALL', { route: 'GET /shop/:type' });
    await think();
    const words = pick(SEARCHES);
    for (let typed = 2; typed <= words.length; typed += 3) {
      await client.expect(200, `/api/search?q=${encodeURIComponent(words.slice(0, typed))}`, { route: 'GET /api/search' });
      await sleep(250);
    }
    if (Math.random() < 0.3) await client.expect(200, `/query?query=${encodeURIComponent(words)}`, { route: 'GET /query' });
    await think();
    const variant = pick(shop.variants);
    await client.expect(200, `/product/${variant.handle}`, { route: 'GET /product/:handle' });
    await think();
    if (!going()) break;
    const form = { intent: 'add', merchandiseId: variant.id, quantity: '1', redirectTo: '/cart' };
    if (!(await client.expect(302, '/cart', { route: 'POST /cart (add)', method: 'POST', form }))) continue;
    await client.expect(200, '/cart', { route: 'GET /cart' });
    await checkCart('after adding');
    await think();
    if (going() && seen && Math.random() < CHECKOUT_SHARE) await checkOut();
  }
  const last = seen as { cartIds: string[]; lines: CartLine[] } | null;
  return last ? { ip: client.ip, ...last } : null;

  async function checkOut(): Promise<void> {
    const started = await client.expect(302, '/cart/checkout', { route: 'POST /cart/checkout', method: 'POST' });
    if (!started?.location) return;
    let checkout = started.location;
    if (new URL(checkout, shop.origin).pathname === '/login') {
      await think();
      const signedIn = await client.expect(302, '/login', {
        route: 'POST /login',
        method: 'POST',
        form: { email, password: PASSWORD },
      });
      if (!signedIn?.location) return;
      // Lines the API could not bring over at sign-in wait for the cart page, which brings them over;
      // the shopper then checks out in a later round.
      const waited = new URL(signedIn.location, shop.origin).pathname === '/cart';
      if (waited) await client.expect(200, '/cart', { route: 'GET /cart' });
      if (!(await checkCart('after signing in')) || waited) return;
      checkout = signedIn.location;
    }
    const url = new URL(checkout, shop.origin);
    // Sent back to the cart with a message (lines from before sign-in still waiting to come over):
    // the shopper reads it and checks out in a later round.
    if (url.pathname === '/cart' && (await sessionValues()).__flash_toast__) {
      shop.tallies.heldCheckouts++;
      return;
    }
    if (!url.pathname.startsWith('/checkouts/')) {
      shop.stats.error(`checkout: sent to ${url.pathname} instead of the hosted checkout`);
      return;
    }
    const path = `${url.pathname}${url.search}`;
    if (!(await client.expect(200, path, { route: 'GET /checkouts/:token' }))) return;
    await think();
    const paid = await client.send(path, {
      route: 'POST /checkouts/:token (pay)',
      method: 'POST',
      form: { intent: 'pay', email, ...ADDRESS },
      headers: { origin: shop.origin },
    });
    if (paid?.status === 303) {
      shop.tallies.orders++;
      await recordOrder();
      seen = null;
      await client.expect(200, path, { route: 'GET /checkouts/:token' });
      await client.expect(302, '/logout', { route: 'POST /logout', method: 'POST' });
    } else if (paid?.status === 409) {
      // Sold out meanwhile: the cart stays; the shopper takes out what can no longer be had.
      shop.tallies.soldOut++;
      if (!(await checkCart('after a sold-out payment'))) return;
      for (const line of seen?.lines ?? []) {
        if (line.quantity <= line.available) continue;
        const form = { intent: 'remove', lineId: line.id, redirectTo: '/cart' };
        await client.expect(302, '/cart', { route: 'POST /cart (remove)', method: 'POST', form });
      }
      seen = null;
      await checkCart('after removing sold-out lines');
    } else if (paid && paid.status < 500) {
      shop.stats.error(`POST /checkouts/:token (pay): ${paid.status}`);
    }
  }

  /**
   * Counts what the order just paid took, as the engine recorded it (the stock check compares it
   * with what the stock lost), and checks that it is the cart the shopper last saw.
   */
  async function recordOrder(): Promise<void> {
    client.inFlight = 'reading the order';
    const { accessToken } = await sessionValues();
    const ordered = accessToken ? await newestOrderLines(shop.origin, client.ip, accessToken) : null;
    client.inFlight = null;
    if (!ordered) {
      shop.stats.error(`paid order: not among the customer's orders`);
      return;
    }
    for (const line of ordered) shop.sold.set(line.variantId, (shop.sold.get(line.variantId) ?? 0) + line.quantity);
    const [took, had] = [describeUnits(ordered), describeUnits(seen?.lines ?? [])];
    if (took !== had) shop.stats.error(`paid order took ${took}, the cart the shopper last saw had ${had}`);
  }
}
