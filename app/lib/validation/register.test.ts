import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { parseForm } from './form-errors';
import { registerSchema } from './register';

const valid = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.com',
  password: 'Secret-2026',
  password_confirmation: 'Secret-2026',
};

const schema = registerSchema(i18nFor('en'));

describe('registerSchema (SPEC §5 Register)', () => {
  it('accepts a complete form', () => {
    expect(parseForm(schema, valid)).toEqual({ success: true, data: valid });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
  ] as const)('requires %s', (field, message) => {
    const result = parseForm(schema, { ...valid, [field]: field === 'password' ? '' : '   ' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[field]).toBe(message);
  });

  it('keeps names to 100 characters and an email to 254, so the session cookie stays within what a browser keeps', () => {
    expect(parseForm(schema, { ...valid, firstName: 'ل'.repeat(100), lastName: 'H'.repeat(100) }).success).toBe(true);
    expect(parseForm(schema, { ...valid, firstName: 'ل'.repeat(101), lastName: 'H'.repeat(101) })).toEqual({
      success: false,
      errors: { firstName: 'First name must be at most 100 characters', lastName: 'Last name must be at most 100 characters' },
    });
    expect(parseForm(schema, { ...valid, email: `${'a'.repeat(243)}@example.com` })).toEqual({
      success: false,
      errors: { email: 'Email must be at most 254 characters' },
    });
  });

  it('asks for at least 8 characters (Shopify itself takes 5)', () => {
    expect(parseForm(schema, { ...valid, password: 'Ab3-xyz', password_confirmation: 'Ab3-xyz' })).toEqual({
      success: false,
      errors: { password: 'Password must be at least 8 characters' },
    });
    expect(parseForm(schema, { ...valid, password: 'Ab3-xyzw', password_confirmation: 'Ab3-xyzw' }).success).toBe(true);
    const arabic = parseForm(registerSchema(i18nFor('ar')), { ...valid, password: 'short', password_confirmation: 'short' });
    expect(arabic.success).toBe(false);
    if (!arabic.success) expect(arabic.errors.password).toMatch(/8/);
  });

  it('checks the email pattern', () => {
    expect(parseForm(schema, { ...valid, email: 'layla.example.com' })).toEqual({
      success: false,
      errors: { email: 'Invalid email address' },
    });
  });

  it('needs the confirmation to match', () => {
    expect(parseForm(schema, { ...valid, password_confirmation: 'Secret-2025' })).toEqual({
      success: false,
      errors: { password_confirmation: 'Passwords do not match' },
    });
  });

  it('reports every broken field at once', () => {
    const result = parseForm(schema, {});
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

  it('speaks Arabic on Arabic pages, and takes Arabic names', () => {
    expect(parseForm(registerSchema(i18nFor('ar')), { ...valid, firstName: 'ليلى', lastName: 'حداد' }).success).toBe(true);
    expect(parseForm(registerSchema(i18nFor('ar')), { email: 'layla', password: '' })).toEqual({
      success: false,
      errors: {
        firstName: 'الاسم الأول مطلوب',
        lastName: 'اسم العائلة مطلوب',
        email: 'عنوان البريد الإلكتروني غير صالح',
        password: 'كلمة المرور مطلوبة',
      },
    });
    expect(parseForm(registerSchema(i18nFor('ar')), { ...valid, password_confirmation: 'other' })).toEqual({
      success: false,
      errors: { password_confirmation: 'كلمتا المرور غير متطابقتين' },
    });
  });
});
