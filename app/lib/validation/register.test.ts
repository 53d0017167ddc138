import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors';
import { registerSchema } from './register';

const valid = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.com',
  password: 'Secret-2026',
  password_confirmation: 'Secret-2026',
};

describe('registerSchema (SPEC §5 Register)', () => {
  it('accepts a complete form', () => {
    expect(parseForm(registerSchema, valid)).toEqual({ success: true, data: valid });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
  ] as const)('requires %s', (field, message) => {
    const result = parseForm(registerSchema, { ...valid, [field]: field === 'password' ? '' : '   ' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[field]).toBe(message);
  });

  it('checks the email pattern', () => {
    expect(parseForm(registerSchema, { ...valid, email: 'layla.example.com' })).toEqual({
      success: false,
      errors: { email: 'Invalid email address' },
    });
  });

  it('needs the confirmation to match', () => {
    expect(parseForm(registerSchema, { ...valid, password_confirmation: 'Secret-2025' })).toEqual({
      success: false,
      errors: { password_confirmation: 'Passwords do not match' },
    });
  });

  it('reports every broken field at once', () => {
    const result = parseForm(registerSchema, {});
    expect(result).toEqual({
      success: false,
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        password: 'Password is required',
      },
    });
  });
});
