import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createCookieSessionStorage, redirect, type AppLoadContext, type Session } from 'react-router';
import { routePathOf } from '~/i18n/languages';
import type { ToastInput } from '~/lib/toast';
import { isEndedSignIn } from './account/ended-sign-ins.server';
import { fetchCustomer } from './account/customer.server';
import { movedCartOf, savedCartOwner } from './cart/saved-cart.server';
import { getConfig } from './config.server';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from './session-cookie';

/**
 * What the SPEC keeps in browser storage (cartId, checkoutUrl, accessToken, accessTokenExpiresAt,
 * user, redirectAfterLogin) lives here instead: in a signed, httpOnly cookie no script can read.
 */
export interface SessionData {
  cartId: string;
  checkoutUrl: string;
  accessToken: string;
  accessTokenExpiresAt: string;
  user: { firstName: string; lastName: string; email: string };
  redirectAfterLogin: string;
  /** A visitor's own random id, made on their first prescription upload: it owns what they upload as a guest. */
  guestId: string;
  /**
   * The cart a shopper had before signing in, while its lines still wait to be added to the
   * customer's own cart (the API failed at sign-in): never the session's cart, which checkout would
   * link to the customer (sign-in-cart.server.ts).
   */
  guestCartId: string;
  /** What the customer's cart held of the guest cart's lines before an add whose answer was lost (sign-in-cart.server.ts). */
  guestLinesBefore: Record<string, number>;
  /** A sign-in ended when its token expired (`endExpiredSignIn`): the next protected page says why it asks again. */
  signInExpired: true;
}

export interface SessionFlash {
  /** Toasts for the next page, in the order they were raised (toast.server.ts). */
  toasts: ToastInput[];
}

export type ShopSession = Session<SessionData, SessionFlash>;

const SECRET_FILE = 'session-secret';

/** Outside a configured secret, one is generated once and kept under the data folder. */
function sessionSecret(): string {
  const config = getConfig();
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    // 'wx' so two processes starting together keep one secret: the loser reads the winner's.
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<SessionData, SessionFlash>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      secure: getConfig().cookieSecure,
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
      secrets: [sessionSecret()],
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

/**
 * One session per request. A page's loaders run together (the root's header badge and /cart both
 * read the cart) and each commits what it changed; with a copy each, the last cookie written undid
 * the others' changes, such as a toast the root had already shown, which then came again.
 */
const sessions = new WeakMap<Request, Promise<ShopSession>>();

/**
 * What reading a session needs: the shop's database, which lists the sign-ins ended by a logout and
 * the carts they moved, and the Storefront API, which says whose a token is.
 */
export type SessionContext = Pick<AppLoadContext, 'db' | 'storefront'>;

export function getSession(request: Request, context: SessionContext): Promise<ShopSession> {
  let session = sessions.get(request);
  if (!session) sessions.set(request, (session = readSession(request, context)));
  return session;
}

/**
 * The cookie's session, as logouts left it, before any loader or action uses it. A copy of a
 * session that has since logged out ends its sign-in here, its cart with it. A session of the same
 * customer on another device, still signed in, follows their cart to where that logout moved it
 * (logout-cart.server.ts); the session is committed when the cart is next read.
 */
async function readSession(request: Request, { db, storefront }: SessionContext): Promise<ShopSession> {
  const session = await sessionStorage().getSession(request.headers.get('Cookie'));
  const token = session.get('accessToken');
  if (!token) return session;
  const cartId = session.get('cartId');
  const [ended, movedTo] = await Promise.all([
    asked(() => isEndedSignIn(db, token), false),
    cartId ? asked(() => movedCartOf(db, cartId), null) : null,
  ]);
  if (ended) endRefusedSignIn(session);
  else if (movedTo && (await asked(() => isOwnersToken(db, storefront, token, movedTo), false))) {
    session.set('cartId', movedTo);
    session.unset('checkoutUrl');
  }
  return session;
}

/**
 * Whether the token is live and its customer's is the cart: only the customer's own devices follow
 * their moved cart, never a copy whose token the API no longer takes (revoked by that logout, or a
 * password reset) should its ended sign-in not be listed.
 */
async function isOwnersToken(db: SessionContext['db'], storefront: SessionContext['storefront'], token: string, cartId: string) {
  const [customer, owner] = await Promise.all([fetchCustomer(storefront, token), savedCartOwner(db, cartId)]);
  return customer !== null && customer.id === owner;
}

/**
 * A database that cannot answer must not take every signed-in page down with it: the token is
 * revoked at the Storefront API anyway, which refuses the copy everything but its cart meanwhile.
 */
async function asked<T>(question: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await question();
  } catch (error) {
    console.warn('Could not check the session against logouts:', error instanceof Error ? error.message : error);
    return otherwise;
  }
}

/**
 * The session's cookie, or, for a session that holds nothing (a market chosen without a cart, the
 * goodbye toast read after a logout), the cookie's removal: any session cookie makes a request
 * personal (personal-request.server.ts), and an empty one would keep its visitor out of the page
 * cache for the cookie's 30 days.
 */
export function commitSession(session: ShopSession): Promise<string> {
  if (Object.keys(session.data).length === 0) return sessionStorage().destroySession(session);
  return sessionStorage().commitSession(session);
}

export function destroySession(session: ShopSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

/** A stored token counts only until it expires: an expired token means signed out. */
export function isSignedIn(session: ShopSession, now = Date.now()): boolean {
  const token = session.get('accessToken');
  const expiresAt = session.get('accessTokenExpiresAt');
  return Boolean(token && expiresAt && Date.parse(expiresAt) > now);
}

const CART_KEYS = ['cartId', 'checkoutUrl', 'guestCartId', 'guestLinesBefore'] as const;

/**
 * Ends the session's sign-in, if it has one (its token expired or was revoked, or another customer
 * is signing in), and the customer's cart goes with it (see `endExpiredSignIn`). Answers whether
 * there was a sign-in to end.
 */
export function endSignIn(session: ShopSession): boolean {
  if (!session.get('accessToken')) return false;
  session.unset('accessToken');
  session.unset('accessTokenExpiresAt');
  session.unset('user');
  for (const key of CART_KEYS) session.unset(key);
  return true;
}

/**
 * A sign-in whose token has expired ends, its cart with it (`endSignIn`): the cart is saved for the
 * customer (saved-cart.server.ts) and comes back at their next sign-in; the next person at this
 * browser must neither see it (lens lines carry a prescription) nor have it merged into their own
 * account as if it were a guest's. A cart made afterwards is a guest's, and stays. `signInExpired`
 * is left so the next protected page can say why it asks to sign in again.
 * Answers whether the session changed (the response must commit it).
 */
export function endExpiredSignIn(session: ShopSession, now = Date.now()): boolean {
  if (!session.get('accessToken') || isSignedIn(session, now)) return false;
  endRefusedSignIn(session);
  return true;
}

/**
 * A sign-in whose token the Storefront API refused before it expired (revoked: a logout from another
 * copy of the session, a password reset) ends as an expired one does.
 */
export function endRefusedSignIn(session: ShopSession): void {
  endSignIn(session);
  session.set('signInExpired', true);
}

/**
 * The page to come back to after signing in (redirectAfterLogin), as the route table names it:
 * without the language base (`/ar/profile` → `/profile`), because the redirect after login is made
 * under the login page's own base, which adds it again.
 */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  const path = routePathOf(url.pathname);
  // The path is kept in the session cookie, which browsers cap at 4 KB: a crafted long URL must not overflow it.
  if (path.length + url.search.length <= MAX_RETURN_PATH) return path + url.search;
  return path.length <= MAX_RETURN_PATH ? path : '/';
}

const MAX_RETURN_PATH = 1_000;

/**
 * For pages a visitor may not open: remembers where they were going and sends them to /login.
 * Returns the session of a signed-in customer.
 */
export async function requireSignedIn(request: Request, context: SessionContext): Promise<ShopSession> {
  const session = await getSession(request, context);
  if (isSignedIn(session)) return session;
  throw await toLoginFrom(session, request);
}

/**
 * A 'Sign in to …' link (a GET, so it works before JavaScript loads): a signed-in customer goes
 * straight on to `then`; a visitor has `page` saved as redirectAfterLogin and goes to /login.
 */
export async function signInFirst(
  request: Request,
  context: SessionContext,
  page: URL,
  then = `${page.pathname}${page.search}`,
): Promise<Response> {
  const session = await getSession(request, context);
  if (isSignedIn(session)) return redirect(then);
  return toLoginFrom(session, new Request(page));
}

/** To /login, with `page` remembered as where to come back to. */
async function toLoginFrom(session: ShopSession, page: Request): Promise<Response> {
  session.set('redirectAfterLogin', returnPath(page));
  return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
}
