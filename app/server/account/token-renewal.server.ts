import { CustomerAccessTokenRenewMutation } from '../storefront/documents/customer';
import type { StorefrontClient } from '../storefront/client.server';
import type { ShopSession } from '../session.server';

/** Tokens are renewed once less than this is left, so an active customer is never signed out mid-visit. */
export const RENEW_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * Renews the session's token when it expires within a day. Returns true when the session changed
 * (the caller must commit it). A failed renewal leaves the token as it is: it still works until it
 * expires, and then the customer signs in again.
 */
export async function renewTokenIfExpiring(
  session: ShopSession,
  storefront: StorefrontClient,
  now = Date.now(),
): Promise<boolean> {
  const token = session.get('accessToken');
  const expiresAt = Date.parse(session.get('accessTokenExpiresAt') ?? '');
  if (!token || !(expiresAt > now) || expiresAt - now > RENEW_WITHIN_MS) return false;
  try {
    const { customerAccessTokenRenew } = await storefront.query(CustomerAccessTokenRenewMutation, {
      variables: { customerAccessToken: token },
    });
    const renewed = customerAccessTokenRenew?.customerAccessToken;
    if (!renewed) return false;
    session.set('accessToken', renewed.accessToken);
    session.set('accessTokenExpiresAt', renewed.expiresAt);
    return true;
  } catch (error) {
    console.warn('Could not renew the customer access token:', error instanceof Error ? error.message : error);
    return false;
  }
}
