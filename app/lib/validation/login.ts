import { z } from 'zod';
import { EMAIL_PATTERN } from './email';

/** SPEC §5 Login: the messages are the SPEC's, word for word. The pattern has none of its own there. */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .regex(EMAIL_PATTERN, 'Invalid email address'),
  // Passwords are taken as typed: a leading space may be part of one.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export type LoginInput = z.output<typeof loginSchema>;
export type LoginField = keyof z.input<typeof loginSchema>;
