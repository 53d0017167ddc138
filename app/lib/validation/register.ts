import { z } from 'zod';
import { EMAIL_PATTERN } from './email';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** SPEC §5 Register, messages word for word. Field names are the SPEC's (password_confirmation too). */
export const registerSchema = z
  .object({
    firstName: required('First name is required'),
    lastName: required('Last name is required'),
    email: required('Email is required').regex(EMAIL_PATTERN, 'Invalid email address'),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
    password_confirmation: z.string().default(''),
  })
  .refine((values) => values.password_confirmation === values.password, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });

export type RegisterInput = z.output<typeof registerSchema>;
export type RegisterField = keyof z.input<typeof registerSchema>;
