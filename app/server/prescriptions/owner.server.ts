import crypto from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { fetchCustomer } from '../account/customer.server';
import { commitSession, getSession, isSignedIn, type ShopSession } from '../session.server';

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
  const session = await getSession(request);
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
