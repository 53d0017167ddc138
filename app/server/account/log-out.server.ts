import type { AppLoadContext } from 'react-router';
import { CustomerAccessTokenDeleteMutation } from '../storefront/documents/customer';
import type { ShopSession } from '../session.server';

/**
 * Revokes the token at the Storefront API, so a copy of the cookie stops working at once. Best
 * effort: the session is cleared whatever the API says, and a token it cannot delete expires anyway.
 */
export async function revokeAccessToken(session: ShopSession, context: AppLoadContext): Promise<void> {
  const token = session.get('accessToken');
  if (!token) return;
  try {
    await context.storefront.query(CustomerAccessTokenDeleteMutation, { variables: { customerAccessToken: token } });
  } catch (error) {
    console.warn('Could not revoke the customer access token:', error instanceof Error ? error.message : error);
  }
}
