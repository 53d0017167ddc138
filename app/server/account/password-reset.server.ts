import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CustomerRecoverMutation, CustomerResetByUrlMutation } from '../storefront/documents/password-reset';
import type { StorefrontClient } from '../storefront/client.server';
import { isStorefrontError } from '../storefront/errors';
import { customerErrorsText } from './customer-errors';
import type { LogInOptions } from './log-in.server';
import { SOMETHING_WENT_WRONG_MESSAGE } from './login-errors';
import type { SignIn } from './sign-in.server';

export const RESET_LINK_INVALID = msg`This link to reset your password is invalid or has expired. Ask for a new one below.`;

/** The path of a reset link, as Shopify's email (and the local engine's) carries it. */
export function resetPath(customerId: string, token: string): string {
  return `/account/reset/${customerId}/${token}`;
}

/**
 * Asks the Storefront API to email a reset link. 'sent' also for an email with no account, or one
 * asked for too often: the page says the same either way, so it never tells which emails are
 * customers'. 'throttled' when the API refuses this client for now.
 */
export async function sendResetLink(
  storefront: StorefrontClient,
  email: string,
  { signal, buyerIp }: LogInOptions = {},
): Promise<'sent' | 'throttled' | 'failed'> {
  try {
    await storefront.query(CustomerRecoverMutation, { variables: { email }, signal, buyerIp });
    return 'sent';
  } catch (error) {
    if (!isStorefrontError(error)) throw error;
    if (error.codes.includes('THROTTLED')) return 'throttled';
    console.error('Password recovery failed:', error.message);
    return 'failed';
  }
}

export type ResetOutcome = { ok: true; signIn: SignIn } | { ok: false; linkInvalid: boolean; message: string };

/** Sets the new password through the link; the customer is signed in with the token it returns. */
export async function resetPassword(
  storefront: StorefrontClient,
  resetUrl: string,
  password: string,
  i18n: I18n,
  { signal, buyerIp }: LogInOptions = {},
): Promise<ResetOutcome> {
  try {
    const { customerResetByUrl: payload } = await storefront.query(CustomerResetByUrlMutation, {
      variables: { resetUrl, password },
      signal,
      buyerIp,
    });
    const token = payload?.customerAccessToken;
    if (token && payload.customer) {
      const { firstName, lastName, email } = payload.customer;
      return {
        ok: true,
        signIn: {
          accessToken: token.accessToken,
          expiresAt: token.expiresAt,
          user: { firstName: firstName ?? '', lastName: lastName ?? '', email: email ?? '' },
        },
      };
    }
    const errors = payload?.customerUserErrors ?? [];
    // The link itself refused (used, expired, made up): by its code, or by the field it names.
    if (errors.some((error) => error.code === 'TOKEN_INVALID' || error.field?.includes('resetUrl'))) {
      return { ok: false, linkInvalid: true, message: i18n._(RESET_LINK_INVALID) };
    }
    return { ok: false, linkInvalid: false, message: customerErrorsText(i18n, errors) || i18n._(SOMETHING_WENT_WRONG_MESSAGE) };
  } catch (error) {
    if (!isStorefrontError(error)) throw error;
    console.error('Password reset failed:', error.message);
    return { ok: false, linkInvalid: false, message: i18n._(SOMETHING_WENT_WRONG_MESSAGE) };
  }
}
