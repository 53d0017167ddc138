import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { parseForm } from './form-errors';
import { loginSchema } from './login';

const schema = loginSchema(i18nFor('en'));

describe('loginSchema (SPEC §5 Login)', () => {
  it('accepts an email and a password', () => {
    expect(parseForm(schema, { email: ' layla@example.com ', password: 'secret' })).toEqual({
      success: true,
      data: { email: 'layla@example.com', password: 'secret' },
    });
  });

  it('requires the email', () => {
    expect(parseForm(schema, { email: '  ', password: 'x' })).toEqual({ success: false, errors: { email: 'Email is required' } });
    expect(parseForm(schema, { password: 'x' })).toEqual({ success: false, errors: { email: 'Email is required' } });
  });

  it('checks the address pattern', () => {
    for (const email of ['layla', 'layla@', 'layla@example', 'lay la@example.com']) {
      expect(parseForm(schema, { email, password: 'x' })).toEqual({ success: false, errors: { email: 'Invalid email address' } });
    }
  });

  it('requires the password', () => {
    expect(parseForm(schema, { email: 'a@b.co', password: '' })).toEqual({
      success: false,
      errors: { password: 'Password is required' },
    });
  });

  it('speaks Arabic on Arabic pages', () => {
    expect(parseForm(loginSchema(i18nFor('ar')), { email: '', password: '' })).toEqual({
      success: false,
      errors: { email: 'البريد الإلكتروني مطلوب', password: 'كلمة المرور مطلوبة' },
    });
  });
});
