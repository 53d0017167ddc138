import type { MessageDescriptor } from '@lingui/core';
import { CustomerAccessTokenCreateMutation } from '../storefront/documents/customer';
import type { StorefrontClient } from '../storefront/client.server';
import { isStorefrontError } from '../storefront/errors';
import { fetchCustomer } from './customer.server';
import { isInvalidCredentials, loginFailureMessage, TOO_MANY_ATTEMPTS_MESSAGE } from './login-errors';
import type { SignIn } from './sign-in.server';

export type LogInResult =
  | { ok: true; signIn: SignIn }
  /**
   * 'credentials': a wrong email or password (a failure the login limits count); 'throttled': the
   * API refused to check the password (THROTTLED: too many failures); 'other': anything else.
   */
  | { ok: false; failure: 'credentials' | 'throttled' | 'other'; message: MessageDescriptor };

export interface LogInOptions {
  signal?: AbortSignal;
  /** The shopper's IP, which the API's sign-in limits count by. */
  buyerIp?: string;
}

/**
 * SPEC §4 login: obtain a token, then load the customer for the names the shop greets them with.
 * Used by login and, right after customerCreate, by registration.
 */
export async function logIn(
  storefront: StorefrontClient,
  credentials: { email: string; password: string },
  { signal, buyerIp }: LogInOptions = {},
): Promise<LogInResult> {
  try {
    const { customerAccessTokenCreate: payload } = await storefront.query(CustomerAccessTokenCreateMutation, {
      variables: { input: credentials },
      signal,
      buyerIp,
    });
    const errors = payload?.customerUserErrors ?? [];
    const token = payload?.customerAccessToken;
    if (!token) {
      return { ok: false, failure: isInvalidCredentials(errors) ? 'credentials' : 'other', message: loginFailureMessage(errors) };
    }
    const customer = await fetchCustomer(storefront, token.accessToken, signal);
    return {
      ok: true,
      signIn: {
        accessToken: token.accessToken,
        expiresAt: token.expiresAt,
        user: {
          firstName: customer?.firstName ?? '',
          lastName: customer?.lastName ?? '',
          email: customer?.email ?? credentials.email,
        },
      },
    };
  } catch (error) {
    if (!isStorefrontError(error)) throw error;
    if (error.codes.includes('THROTTLED')) return { ok: false, failure: 'throttled', message: TOO_MANY_ATTEMPTS_MESSAGE };
    console.error('Login failed:', error.message);
    return { ok: false, failure: 'other', message: loginFailureMessage([]) };
  }
}
