import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { parseForm } from './form-errors';
import { recoverSchema, resetPasswordSchema } from './password-reset';

const en = i18nFor('en');

describe('the forgotten-password forms', () => {
  it('asks for a well-formed email, nothing else', () => {
    expect(parseForm(recoverSchema(en), { email: ' layla@example.com ' })).toEqual({
      success: true,
      data: { email: 'layla@example.com' },
    });
    expect(parseForm(recoverSchema(en), { email: '' })).toMatchObject({ errors: { email: 'Email is required' } });
    expect(parseForm(recoverSchema(en), { email: 'layla@' })).toMatchObject({ errors: { email: 'Invalid email address' } });
  });

  it('asks for a new password as registration does: 8 to 40 characters, no space at either end, confirmed', () => {
    const schema = resetPasswordSchema(en);
    const pair = (password: string, confirmation = password) =>
      parseForm(schema, { password, password_confirmation: confirmation });
    expect(pair('Secret-2026')).toEqual({
      success: true,
      data: { password: 'Secret-2026', password_confirmation: 'Secret-2026' },
    });
    expect(pair('short')).toMatchObject({ errors: { password: 'Password must be at least 8 characters' } });
    expect(pair('x'.repeat(41))).toMatchObject({ errors: { password: 'Password must be at most 40 characters' } });
    expect(pair(' Secret-2026')).toMatchObject({ errors: { password: 'Password cannot start or end with a space' } });
    expect(pair('Secret-2026', 'Secret-2027')).toMatchObject({ errors: { password_confirmation: 'Passwords do not match' } });
  });
});
