import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { EMAIL_PATTERN } from './email';

const required = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

/**
 * The shop asks more than Shopify's own 5 characters (ASVS 2.1.1). A password on the most common
 * passwords list is refused by the server (app/server/account/common-passwords.server.ts): the list
 * is too big to send to the browser.
 */
export const MIN_PASSWORD_LENGTH = 8;

/** Shopify's own limit: a longer password is refused by customerCreate (TOO_LONG). */
export const MAX_PASSWORD_LENGTH = 40;

/** Said by the form, and for the Storefront API's TOO_LONG and PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE. */
export const PASSWORD_TOO_LONG = msg`Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
export const PASSWORD_WHITESPACE = msg`Password cannot start or end with a space`;

/**
 * A name goes into the session cookie (the header greets the customer by it) and the welcome toast:
 * a longer one would take the cookie past the 4 KB a browser keeps. Shopify's own limit is 255.
 */
export const MAX_NAME_LENGTH = 100;

/** RFC 5321's limit for an address that mail can reach. */
const MAX_EMAIL_LENGTH = 254;

/** A new password as the shop asks for it (registration, a reset), with its confirmation. */
export function newPasswordFields(i18n: I18n) {
  const passwordRequired = i18n._(msg`Password is required`);
  return {
    password: z.string({ error: passwordRequired }).check(
      z.minLength(1, passwordRequired),
      z.minLength(MIN_PASSWORD_LENGTH, i18n._(msg`Password must be at least ${MIN_PASSWORD_LENGTH} characters`)),
      z.maxLength(MAX_PASSWORD_LENGTH, i18n._(PASSWORD_TOO_LONG)),
      z.refine((password) => password === password.trim(), i18n._(PASSWORD_WHITESPACE)),
    ),
    password_confirmation: z._default(z.string(), ''),
  };
}

/** The confirmation must equal the password, said under the confirmation. */
export function passwordsMatch(i18n: I18n) {
  return z.refine<{ password: string; password_confirmation: string }>(
    (values) => values.password_confirmation === values.password,
    {
      path: ['password_confirmation'],
      message: i18n._(msg`Passwords do not match`),
    },
  );
}

/**
 * SPEC §5 Register, messages word for word (in English). Field names are the SPEC's
 * (password_confirmation too). A function of the page's catalogue, so browser and server speak the
 * page's language.
 */
export function registerSchema(i18n: I18n) {
  return z
    .object({
      firstName: required(i18n._(msg`First name is required`)).check(
        z.maxLength(MAX_NAME_LENGTH, i18n._(msg`First name must be at most ${MAX_NAME_LENGTH} characters`)),
      ),
      lastName: required(i18n._(msg`Last name is required`)).check(
        z.maxLength(MAX_NAME_LENGTH, i18n._(msg`Last name must be at most ${MAX_NAME_LENGTH} characters`)),
      ),
      email: required(i18n._(msg`Email is required`)).check(
        z.maxLength(MAX_EMAIL_LENGTH, i18n._(msg`Email must be at most ${MAX_EMAIL_LENGTH} characters`)),
        z.regex(EMAIL_PATTERN, i18n._(msg`Invalid email address`)),
      ),
      ...newPasswordFields(i18n),
    })
    .check(passwordsMatch(i18n));
}

export type RegisterInput = z.output<ReturnType<typeof registerSchema>>;
export type RegisterField = keyof z.input<ReturnType<typeof registerSchema>>;
