import type { MessageDescriptor } from '@lingui/core';
import { CustomerAccessTokenCreateMutation } from '../storefront/documents/customer';
import type { StorefrontClient } from '../storefront/client.server';
import { isStorefrontError } from '../storefront/errors';
import { fetchCustomer } from './customer.server';
import { isInvalidCredentials, loginFailureMessage } from './login-errors';
import type { SignIn } from './sign-in.server';

export type LogInResult =
  | { ok: true; signIn: SignIn }
  /** `invalidCredentials` failures count towards the login rate limit. */
  | { ok: false; invalidCredentials: boolean; message: MessageDescriptor };

/**
 * SPEC §4 login: obtain a token, then load the customer for the names the shop greets them with.
 * Used by login and, right after customerCreate, by registration.
 */
export async function logIn(
  storefront: StorefrontClient,
  credentials: { email: string; password: string },
  signal?: AbortSignal,
): Promise<LogInResult> {
  try {
    const { customerAccessTokenCreate: payload } = await storefront.query(CustomerAccessTokenCreateMutation, {
      variables: { input: credentials },
      signal,
    });
    const errors = payload?.customerUserErrors ?? [];
    const token = payload?.customerAccessToken;
    if (!token) {
      return { ok: false, invalidCredentials: isInvalidCredentials(errors), message: loginFailureMessage(errors) };
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
    console.error('Login failed:', error.message);
    return { ok: false, invalidCredentials: false, message: loginFailureMessage([]) };
  }
}
