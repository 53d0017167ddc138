import type { I18n } from '@lingui/core';
import { z } from 'zod/mini';
import { loginSchema } from './login';
import { newPasswordFields, passwordsMatch } from './register';

/** Forgotten password: the email to send the link to, checked as the login form checks it. */
export function recoverSchema(i18n: I18n) {
  return z.pick(loginSchema(i18n), { email: true });
}

/** The reset link's form: a new password as registration asks for one. */
export function resetPasswordSchema(i18n: I18n) {
  return z.object(newPasswordFields(i18n)).check(passwordsMatch(i18n));
}

export type RecoverField = keyof z.input<ReturnType<typeof recoverSchema>>;
export type ResetPasswordField = keyof z.input<ReturnType<typeof resetPasswordSchema>>;
