import type { AppLoadContext } from 'react-router';
import { CustomerAccessTokenDeleteMutation } from '../storefront/documents/customer';
import type { ShopSession } from '../session.server';
import { recordEndedSignIn } from './ended-sign-ins.server';

/**
 * Ends the session's sign-in for every copy of its cookie: the token is listed as ended in the
 * shop's database (a copy is then read as signed out, its cart forgotten: `getSession`) and revoked
 * at the Storefront API. Best effort: the session is cleared whatever either says, and a token that
 * cannot be deleted expires anyway.
 */
export async function revokeAccessToken(session: ShopSession, context: AppLoadContext): Promise<void> {
  const token = session.get('accessToken');
  if (!token) return;
  await Promise.all([
    recordEndedSignIn(context.db, token, session.get('accessTokenExpiresAt') ?? '').catch((error: unknown) => {
      console.warn('Could not list the ended sign-in:', error instanceof Error ? error.message : error);
    }),
    context.storefront
      .query(CustomerAccessTokenDeleteMutation, { variables: { customerAccessToken: token } })
      .catch((error: unknown) => {
        console.warn('Could not revoke the customer access token:', error instanceof Error ? error.message : error);
      }),
  ]);
}
