import { createSession } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import type { SessionData, SessionFlash } from '../session.server';
import { isInvalidCredentials, loginFailureMessage } from './login-errors';
import { storeSignIn } from './sign-in.server';

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

describe('storing a sign-in in the session', () => {
  it('keeps each name to 100 characters, never half of one: Shopify allows 255, the cookie has 4 KB', () => {
    const session = createSession<SessionData, SessionFlash>();
    const user = { firstName: '😀'.repeat(255), lastName: 'ن'.repeat(255), email: 'long@example.com' };
    storeSignIn(session, { accessToken: 'token', expiresAt: '2026-12-01T00:00:00.000Z', user });
    expect(session.get('user')).toEqual({ firstName: '😀'.repeat(100), lastName: 'ن'.repeat(100), email: 'long@example.com' });
    expect(session.get('accessToken')).toBe('token');
  });
});
