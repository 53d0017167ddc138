import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { isInvalidCredentials, loginFailureMessage } from './login-errors';

const en = i18nFor('en');

describe('login failure messages (SPEC §8)', () => {
  it('treats unknown customers and wrong passwords as invalid credentials', () => {
    for (const errors of [
      [{ code: 'UNIDENTIFIED_CUSTOMER', message: 'Unidentified customer' }],
      [{ message: 'User not found' }],
      [{ message: 'Invalid password' }],
      [{ code: null, message: 'Unidentified customer' }],
    ]) {
      expect(isInvalidCredentials(errors)).toBe(true);
      expect(en._(loginFailureMessage(errors))).toBe('Invalid email or password. Please try again.');
    }
  });

  it('says something went wrong for anything else', () => {
    expect(en._(loginFailureMessage([{ code: 'CUSTOMER_DISABLED', message: 'Customer account is disabled' }]))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(en._(loginFailureMessage([]))).toBe('Something went wrong. Please try again.');
  });
});
