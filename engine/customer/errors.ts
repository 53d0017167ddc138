/** Shopify's CustomerUserError values the engine returns, defined once. */

export interface CustomerUserError {
  code: string | null;
  field: string[] | null;
  message: string;
}

/** Shopify's limit on a customer's first and last name. */
export const MAX_NAME_LENGTH = 255;

export const customerErrors = {
  unidentified: (): CustomerUserError => ({ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }),
  emailTaken: (field: string[]): CustomerUserError => ({ code: 'TAKEN', field, message: 'Email has already been taken' }),
  emailInvalid: (field: string[]): CustomerUserError => ({ code: 'INVALID', field, message: 'Email is invalid' }),
  blank: (field: string[], label: string): CustomerUserError => ({ code: 'BLANK', field, message: `${label} can't be blank` }),
  passwordTooShort: (field: string[]): CustomerUserError => ({
    code: 'TOO_SHORT',
    field,
    message: 'Password is too short (minimum is 5 characters)',
  }),
  passwordTooLong: (field: string[]): CustomerUserError => ({
    code: 'TOO_LONG',
    field,
    message: 'Password is too long (maximum is 40 characters)',
  }),
  nameTooLong: (field: string[], label: string): CustomerUserError => ({
    code: 'TOO_LONG',
    field,
    message: `${label} is too long (maximum is ${MAX_NAME_LENGTH} characters)`,
  }),
  passwordWhitespace: (field: string[]): CustomerUserError => ({
    code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
    field,
    message: 'Password cannot start or end with whitespace',
  }),
  tokenInvalid: (): CustomerUserError => ({
    code: 'TOKEN_INVALID',
    field: ['customerAccessToken'],
    message: 'Customer access token is invalid',
  }),
  addressNotFound: (field: string[]): CustomerUserError => ({ code: 'NOT_FOUND', field, message: 'Address does not exist' }),
  countryInvalid: (): CustomerUserError => ({ code: 'INVALID', field: ['address', 'country'], message: 'Country is invalid' }),
  customerNotFound: (): CustomerUserError => ({
    code: 'UNIDENTIFIED_CUSTOMER',
    field: ['email'],
    message: 'Could not find customer',
  }),
  resetLimitExceeded: (): CustomerUserError => ({
    code: null,
    field: ['email'],
    message: 'Resetting password limit exceeded. Please try again later.',
  }),
  resetTokenInvalid: (field: string[]): CustomerUserError => ({
    code: 'TOKEN_INVALID',
    field,
    message: 'Reset password link is invalid or has expired',
  }),
};

/** The deprecated `userErrors` list carries the same errors without their code. */
export function withLegacyUserErrors<T extends { customerUserErrors: CustomerUserError[] }>(payload: T) {
  return { ...payload, userErrors: payload.customerUserErrors.map(({ field, message }) => ({ field, message })) };
}

/**
 * something@something.tld, no spaces. The domain's labels exclude the dot, so a long run of dots is
 * read once, not tried at every split (which took seconds for 40 KB, before any limit counted it).
 */
export const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function validateEmail(email: string, field: string[]): CustomerUserError | null {
  if (!email.trim()) return customerErrors.blank(field, 'Email');
  return EMAIL.test(email.trim()) ? null : customerErrors.emailInvalid(field);
}

/** A first or last name as given (null or absent: not set), over Shopify's limit or not. */
export function validateName(name: string | null | undefined, field: string[], label: string): CustomerUserError | null {
  return name != null && name.trim().length > MAX_NAME_LENGTH ? customerErrors.nameTooLong(field, label) : null;
}

export function validatePassword(password: string, field: string[]): CustomerUserError | null {
  if (password.length < 5) return customerErrors.passwordTooShort(field);
  if (password.length > 40) return customerErrors.passwordTooLong(field);
  if (password !== password.trim()) return customerErrors.passwordWhitespace(field);
  return null;
}
