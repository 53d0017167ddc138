import crypto from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { fetchCustomer } from '../account/customer.server';
import { commitSession, getSession, isSignedIn, type ShopSession } from '../session.server';
import { moveFiles } from './files.server';

/**
 * Who is asking for prescriptions: the signed-in customer (as the Storefront API names them, never as
 * the request says) and the visitor's guest id from the signed session cookie. A file belongs to one
 * owner key: `customer:<gid>` or `guest:<id>`.
 */
export interface Asker {
  session: ShopSession;
  customerId: string | null;
  /** The owner keys whose files this request may read. */
  owners: string[];
}

export const customerOwner = (customerId: string) => `customer:${customerId}`;
const guestOwner = (guestId: string) => `guest:${guestId}`;

export async function asker(request: Request, context: AppLoadContext): Promise<Asker> {
  const session = await getSession(request, context);
  let customerId: string | null = null;
  if (isSignedIn(session)) {
    const customer = await fetchCustomer(context.storefront, session.get('accessToken')!, request.signal);
    customerId = customer?.id ?? null;
  }
  const guestId = session.get('guestId');
  const owners = [...(customerId ? [customerOwner(customerId)] : []), ...(guestId ? [guestOwner(guestId)] : [])];
  return { session, customerId, owners };
}

/**
 * The owner key a new upload gets: the customer's, or the guest's (a guest id is made and kept in
 * the session on the first upload; `setCookie` is then the header the response must carry).
 */
export async function uploadOwner(who: Asker): Promise<{ owner: string; setCookie: string | null }> {
  if (who.customerId) return { owner: customerOwner(who.customerId), setCookie: null };
  const existing = who.session.get('guestId');
  if (existing) return { owner: guestOwner(existing), setCookie: null };
  const guestId = crypto.randomBytes(24).toString('base64url');
  who.session.set('guestId', guestId);
  return { owner: guestOwner(guestId), setCookie: await commitSession(who.session) };
}

/**
 * At sign-in (or registration), the prescriptions this session uploaded as a guest become the
 * customer's: they show in My Prescriptions on any device, and stay after logout. As many as the
 * customer has room for; the rest stay readable in this session. A failure keeps them the guest's
 * and does not stop the sign-in.
 */
export async function bringGuestFiles(session: ShopSession, context: AppLoadContext): Promise<void> {
  const guestId = session.get('guestId');
  const token = session.get('accessToken');
  if (!guestId || !token) return;
  try {
    const customer = await fetchCustomer(context.storefront, token);
    if (customer) await moveFiles(context.db, guestOwner(guestId), customerOwner(customer.id));
  } catch (error) {
    console.error("Sign-in: a guest's prescription files could not be moved to the account:", error);
  }
}
