import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * SPEC §8: which sign-in failures mean "wrong email or password" (they count towards the rate limit
 * and get the friendly message) and which are something else.
 */
export const INVALID_CREDENTIALS_MESSAGE = msg`Invalid email or password. Please try again.`;
export const SOMETHING_WENT_WRONG_MESSAGE = msg`Something went wrong. Please try again.`;
/** The Storefront API refused to check a password (THROTTLED) and we cannot tell for how long. */
export const TOO_MANY_ATTEMPTS_MESSAGE = msg`Too many login attempts. Please try again later.`;

const CREDENTIAL_MESSAGES = new Set(['User not found', 'Invalid password', 'Unidentified customer']);

export interface UserError {
  code?: string | null;
  message: string;
}

export function isInvalidCredentials(errors: readonly UserError[]): boolean {
  return errors.some((error) => error.code === 'UNIDENTIFIED_CUSTOMER' || CREDENTIAL_MESSAGES.has(error.message));
}

export function loginFailureMessage(errors: readonly UserError[]): MessageDescriptor {
  return isInvalidCredentials(errors) ? INVALID_CREDENTIALS_MESSAGE : SOMETHING_WENT_WRONG_MESSAGE;
}
