import type { I18n } from '@lingui/core';
import { CustomerCreateMutation } from '../storefront/documents/customer';
import type { StorefrontClient } from '../storefront/client.server';
import { isStorefrontError } from '../storefront/errors';
import { customerErrorsText } from './customer-errors';
import type { RegisterInput } from '~/lib/validation/register';
import { logIn, type LogInOptions } from './log-in.server';
import { SOMETHING_WENT_WRONG_MESSAGE } from './login-errors';
import type { SignIn } from './sign-in.server';

export type CreateCustomerResult =
  | { ok: true; signIn: SignIn }
  | { ok: false; status: number; message: string }
  /** The account was made but the sign-in after it failed (throttled, the API down): the shopper must log in, not register again. */
  | { ok: false; created: true };

/** SPEC §4 registration: create the customer, then sign in with the same credentials. */
export async function createCustomer(
  storefront: StorefrontClient,
  input: RegisterInput,
  i18n: I18n,
  { signal, buyerIp }: LogInOptions = {},
): Promise<CreateCustomerResult> {
  const credentials = { email: input.email, password: input.password };
  try {
    const { customerCreate } = await storefront.query(CustomerCreateMutation, {
      variables: { input: { ...credentials, firstName: input.firstName, lastName: input.lastName } },
      signal,
    });
    const errors = customerCreate?.customerUserErrors ?? [];
    if (errors.length > 0 || !customerCreate?.customer) {
      const taken = errors.some((error) => error.code === 'TAKEN' || error.code === 'CUSTOMER_DISABLED');
      return {
        ok: false,
        status: taken ? 409 : 400,
        message: customerErrorsText(i18n, errors) || i18n._(SOMETHING_WENT_WRONG_MESSAGE),
      };
    }
  } catch (error) {
    if (!isStorefrontError(error)) throw error;
    console.error('Registration failed:', error.message);
    return { ok: false, status: 502, message: i18n._(SOMETHING_WENT_WRONG_MESSAGE) };
  }
  const signedIn = await logIn(storefront, credentials, { signal, buyerIp });
  return signedIn.ok ? signedIn : { ok: false, created: true };
}
