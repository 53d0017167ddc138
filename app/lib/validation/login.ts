import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { EMAIL_PATTERN } from './email';

/**
 * SPEC §5 Login: the messages are the SPEC's, word for word (in English). The pattern has none of its
 * own there. A function of the page's catalogue, so browser and server speak the page's language.
 */
export function loginSchema(i18n: I18n) {
  const emailRequired = i18n._(msg`Email is required`);
  const passwordRequired = i18n._(msg`Password is required`);
  return z.object({
    email: z
      .string({ error: emailRequired })
      .check(z.trim(), z.minLength(1, emailRequired), z.regex(EMAIL_PATTERN, i18n._(msg`Invalid email address`))),
    // Passwords are taken as typed: a leading space may be part of one.
    password: z.string({ error: passwordRequired }).check(z.minLength(1, passwordRequired)),
  });
}

export type LoginInput = z.output<ReturnType<typeof loginSchema>>;
export type LoginField = keyof z.input<ReturnType<typeof loginSchema>>;
