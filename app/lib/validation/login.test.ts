import { describe, expect, it } from 'vitest';
import { parseForm } from './form-errors';
import { loginSchema } from './login';

describe('loginSchema (SPEC §5 Login)', () => {
  it('accepts an email and a password', () => {
    expect(parseForm(loginSchema, { email: ' layla@example.com ', password: 'secret' })).toEqual({
      success: true,
      data: { email: 'layla@example.com', password: 'secret' },
    });
  });

  it('requires the email', () => {
    expect(parseForm(loginSchema, { email: '  ', password: 'x' })).toEqual({ success: false, errors: { email: 'Email is required' } });
    expect(parseForm(loginSchema, { password: 'x' })).toEqual({ success: false, errors: { email: 'Email is required' } });
  });

  it('checks the address pattern', () => {
    for (const email of ['layla', 'layla@', 'layla@example', 'lay la@example.com']) {
      expect(parseForm(loginSchema, { email, password: 'x' })).toEqual({ success: false, errors: { email: 'Invalid email address' } });
    }
  });

  it('requires the password', () => {
    expect(parseForm(loginSchema, { email: 'a@b.co', password: '' })).toEqual({
      success: false,
      errors: { password: 'Password is required' },
    });
  });
});
